import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from './endpoint.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'endpoints');

/**
 * Every `endpoints/<domain>.ts` table, read from the folder so a new domain file is included without a list to
 * keep. For the server's checks and the tests (it reads the file system).
 */
export async function loadEndpointTables() {
  const domains = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''));
  return Promise.all(
    domains.map(async (domain) => {
      const definitions = (await import(pathToFileURL(join(dir, `${domain}.ts`)).href)) as Record<string, unknown>;
      const table = Object.entries(definitions).find(([name]) => name.endsWith('Endpoints'))![1] as Record<
        string,
        Endpoint
      >;
      return { domain, table };
    }),
  );
}
