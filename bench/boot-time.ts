/**
 * Boot of the production build from an existing data folder to the first 200 on /api/v4/health, for each
 * embedded database (the default first), median of several starts, with memory at rest and after a short load.
 *
 *   npm run build && npm run bench:boot             # 7 starts each
 *   npm run build && npm run bench:boot -- --starts 11
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './lib/load.ts';
import { processMemory, treeMemory } from './lib/process-memory.ts';
import { startStore, stopStore } from './lib/server-process.ts';

const args = process.argv.slice(2);
const startsArg = args.indexOf('--starts');
const starts = startsArg >= 0 ? Number(args[startsArg + 1]) : 7;
const budgetMs = 1500;
const engines = ['postgres', 'pglite'] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model}); load average ${loadavg()[0]!.toFixed(1)}; ${new Date().toISOString()}; budget ${budgetMs} ms`,
  );
  const dirs = Object.fromEntries(engines.map((e) => [e, mkdtempSync(join(tmpdir(), `shringar-boot-${e}-`))]));
  const times: Record<string, number[]> = { postgres: [], pglite: [] };
  const cpu: Record<string, number[]> = { postgres: [], pglite: [] };
  const memory: Record<string, { rest: number; loaded: number; node: number }> = {};
  try {
    // The first start makes each store (initdb, migrations, the demo seed); it is not what this measures.
    for (const engine of engines) await stopStore(await startStore(env(engine, dirs[engine]!)));
    for (let i = 0; i < starts; i++) {
      for (const engine of engines) {
        const server = await startStore(env(engine, dirs[engine]!));
        times[engine]!.push(server.bootMs);
        cpu[engine]!.push(server.bootCpuMs);
        if (i === starts - 1) {
          await new Promise((r) => setTimeout(r, 2000));
          const rest = treeMemory(server.pid).pssMb;
          await load(`${server.base}/api/v4/products/1`, { connections: 32, seconds: 5 });
          const loaded = treeMemory(server.pid).pssMb;
          memory[engine] = { rest, loaded, node: processMemory(server.pid).pssMb };
        }
        await stopStore(server);
      }
    }
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    '\n| embedded database | boot to first 200, median | min / max | CPU used until then, median | memory at rest / after load (PSS, all processes) | of which the Node process |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const engine of engines) {
    const t = times[engine]!;
    console.log(
      `| ${engine === 'postgres' ? 'embedded PostgreSQL' : 'PGlite'} | ${median(t).toFixed(0)} ms (${median(t) <= budgetMs ? 'within' : 'over'} ${budgetMs} ms) | ${Math.min(...t).toFixed(0)} / ${Math.max(...t).toFixed(0)} ms | ${median(cpu[engine]!).toFixed(0)} ms | ${memory[engine]?.rest.toFixed(0)} / ${memory[engine]?.loaded.toFixed(0)} MB | ${memory[engine]?.node.toFixed(0)} MB |`,
    );
  }
}

const env = (engine: string, dataDir: string) => ({
  EMBEDDED_DATABASE: engine,
  DATA_DIR: dataDir,
  UPLOAD_DIR: join(dataDir, 'uploads'),
});

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
