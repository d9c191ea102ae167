import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processTree } from '../lib/process-memory.ts';
import { freePort } from '../lib/server-process.ts';
import type { PeerProduct } from './catalogue.ts';
import { step } from './steps.ts';

/**
 * Medusa v2 as its recipe ran on these machines (/work/shared/peers/medusa/REPORT.md): the versions pinned,
 * installed from the npm registry into a temporary folder of its own (never into Shringar's dependencies),
 * migrated, seeded through its workflows, built and started in production mode. One process, no Redis (its
 * in-memory event bus, cache, locking and workflow engine), admin UI off, its request log to a file.
 */
export const MEDUSA_VERSION = '2.21.2';
const MIKRO_ORM = '6.6.14'; // the version @medusajs/deps 2.21.2 pins

const packageJson = {
  name: 'shringar-peers-medusa',
  version: '0.0.1',
  private: true,
  dependencies: {
    '@medusajs/admin-sdk': MEDUSA_VERSION,
    '@medusajs/cli': MEDUSA_VERSION,
    '@medusajs/framework': MEDUSA_VERSION,
    '@medusajs/medusa': MEDUSA_VERSION,
    '@mikro-orm/core': MIKRO_ORM,
    '@mikro-orm/knex': MIKRO_ORM,
    '@mikro-orm/migrations': MIKRO_ORM,
    '@mikro-orm/postgresql': MIKRO_ORM,
    awilix: '^8.0.1',
    pg: '^8.16.3',
  },
  devDependencies: {
    '@mikro-orm/cli': MIKRO_ORM,
    '@swc/core': '^1.7.28',
    '@types/node': '^20.0.0',
    react: '^18.3.1',
    'react-dom': '^18.3.1',
    'ts-node': '^10.9.2',
    typescript: '^5.6.2',
    yalc: '^1.0.0-pre.53',
  },
};

// The starter's CommonJS/"node" resolution cannot see @medusajs/framework's subpaths (published only through
// `exports`): `medusa db:migrate` fails with TS2307 unless module and moduleResolution are Node16.
const tsconfig = {
  compilerOptions: {
    target: 'ES2021',
    lib: ['ES2021'],
    module: 'Node16',
    moduleResolution: 'Node16',
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    allowSyntheticDefaultImports: true,
    esModuleInterop: true,
    outDir: './dist',
    strict: false,
    skipLibCheck: true,
    declaration: false,
    sourceMap: true,
  },
  include: ['src', 'medusa-config.ts'],
  exclude: ['dist', 'node_modules', '**/*.test.ts'],
};

export type MedusaSeed = { publishableKey: string; ids: Record<string, string> };
export type Medusa = { base: string; pid: number; seed: MedusaSeed; stop(): Promise<void> };

/** Runs a command in Medusa's folder, its output appended to a log there; throws with the log's tail on failure. */
function run(dir: string, log: string, cmd: string, args: string[], env: Record<string, string>) {
  const fd = openSync(join(dir, log), 'a');
  const child = spawn(cmd, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      const tail = readFileSync(join(dir, log), 'utf8').split('\n').slice(-30).join('\n');
      reject(new Error(`${cmd} ${args.join(' ')} failed (${code}); ${join(dir, log)} ends:\n${tail}`));
    });
  });
}

/** Writes the project, installs it from the npm registry, migrates and seeds its database, builds it. */
export async function prepareMedusa(dir: string, databaseUrl: string, products: PeerProduct[]): Promise<MedusaSeed> {
  mkdirSync(join(dir, 'src', 'scripts'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  copyFileSync(join(import.meta.dirname, 'medusa', 'medusa-config.ts'), join(dir, 'medusa-config.ts'));
  copyFileSync(join(import.meta.dirname, 'medusa', 'seed.ts'), join(dir, 'src', 'scripts', 'seed.ts'));
  writeFileSync(join(dir, 'products.json'), JSON.stringify(products));
  const env = {
    DATABASE_URL: databaseUrl,
    STORE_CORS: 'http://127.0.0.1:8000',
    ADMIN_CORS: 'http://127.0.0.1:9000',
    AUTH_CORS: 'http://127.0.0.1:9000',
    JWT_SECRET: 'peers-bench-only',
    COOKIE_SECRET: 'peers-bench-only',
    MEDUSA_DISABLE_TELEMETRY: 'true',
  };
  writeFileSync(
    join(dir, '.env'),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  const medusa = join(dir, 'node_modules', '.bin', 'medusa');
  await step(`npm install (Medusa ${MEDUSA_VERSION}, from the npm registry)`, () =>
    run(dir, 'npm-install.log', 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {}),
  );
  await step('medusa db:migrate', () => run(dir, 'migrate.log', medusa, ['db:migrate'], env));
  const seedOut = join(dir, 'seed-out.json');
  await step(`medusa exec seed (${products.length} products)`, () =>
    run(dir, 'seed.log', medusa, ['exec', './src/scripts/seed.ts'], {
      ...env,
      PEERS_PRODUCTS: join(dir, 'products.json'),
      PEERS_SEED_OUT: seedOut,
    }),
  );
  await step('medusa build', () => run(dir, 'build.log', medusa, ['build'], env));
  return JSON.parse(readFileSync(seedOut, 'utf8')) as MedusaSeed;
}

/** Starts the built server (`medusa start` in its build folder, NODE_ENV=production) and waits for /health. */
export async function startMedusa(dir: string, seed: MedusaSeed, timeoutMs = 300_000): Promise<Medusa> {
  const built = [join(dir, '.medusa', 'server'), join(dir, 'dist')].find((d) =>
    existsSync(join(d, 'medusa-config.js')),
  );
  if (!built) throw new Error(`medusa build left no medusa-config.js in ${dir}/.medusa/server or ${dir}/dist`);
  if (!existsSync(join(built, 'node_modules'))) symlinkSync(join(dir, 'node_modules'), join(built, 'node_modules'));
  copyFileSync(join(dir, '.env'), join(built, '.env'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fd = openSync(join(dir, 'medusa-server.log'), 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [join(dir, 'node_modules', '@medusajs', 'cli', 'cli.js'), 'start'],
    {
      cwd: built,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', fd, fd],
    },
  );
  // `medusa start` may run the server in a process under its own: every process in the tree is stopped.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return; // ended: its pid may be another's now
    const tree = processTree(child.pid!);
    const signal = (sig: NodeJS.Signals) => {
      for (const pid of tree) {
        try {
          process.kill(pid, sig);
        } catch {
          // already gone
        }
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (child.exitCode === null) signal('SIGKILL');
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`medusa start exited with ${child.exitCode}; see ${dir}/medusa-server.log`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, pid: child.pid!, seed, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`Medusa did not answer /health within ${timeoutMs / 1000} s`);
}
