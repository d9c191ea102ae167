/**
 * Runs one test file many times and counts the outcomes, to find tests whose result depends on timing:
 *   npm run test:repeat -- apps/api/src/modules/orders/cancel.test.ts 50
 * API tests use TEST_DB (pglite by default, embedded or postgres); browser tests need `npm run build` first.
 * Add --load to run a CPU hog on every core beside the tests, as a busy CI machine would.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const args = process.argv.slice(2);
const withLoad = args.includes('--load');
const [file, countText = '10'] = args.filter((a) => a !== '--load');
const count = Number(countText);
if (!file || !Number.isInteger(count) || count < 1) {
  console.error('usage: npm run test:repeat -- <test file> <runs> [--load]');
  process.exit(2);
}

const project = file.startsWith('e2e/')
  ? 'e2e'
  : file.startsWith('packages/')
    ? 'contracts'
    : file.startsWith('apps/api/test/faults/')
      ? 'faults'
      : 'api';
const hogs = withLoad ? cpus().map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' })) : [];
const stopHogs = () => hogs.forEach((h) => h.kill('SIGKILL'));
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

let failed = 0;
for (let run = 1; run <= count; run++) {
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', project, file], {
    encoding: 'utf8',
    env: process.env,
  });
  const ok = result.status === 0;
  if (!ok) {
    failed++;
    const failures = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => /FAIL|Error|expected|❯/.test(line))
      .slice(0, 12)
      .join('\n');
    console.log(failures);
  }
  console.log(`run ${run}/${count}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
stopHogs();
console.log(`${count - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
