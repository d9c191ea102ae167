import { runOps } from './ops-commands.ts';

/** Entry of `npm run ops -- <command>`: see ops-commands.ts for the commands. */
runOps(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(`Unexpected failure: ${(err as Error).message}`);
    process.exit(1);
  });
