import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        // The test and bench tools' own logic (the scale test's fault attribution, the Lighthouse verdict),
        // without starting any store.
        test: { name: 'scripts', include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'] },
      },
      {
        // The web app's unit and component tests, beside the code, in a DOM (happy-dom).
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/vite/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          root: '.',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Faults against whole store processes: kill -9, SIGTERM, a PostgreSQL restarted, under a stream of orders.
        // Each test starts its own store (and PostgreSQL cluster) on free ports; one file at a time.
        test: {
          name: 'faults',
          include: ['apps/api/test/faults/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The API description as an app team consumes it: Redocly lint, a generated client, docs/api.md.
        // The request contract test runs the whole API on a copy of the demo store (global setup builds it).
        test: {
          name: 'openapi',
          include: ['apps/api/test/openapi/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // One file at a time against one seeded store (global-setup.ts). `npm run test:e2e` runs two halves
        // (--shard) side by side, each with its own store: a browser test mostly waits, so two share 2 cores.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
