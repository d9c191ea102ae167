import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from './endpoint.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'endpoints');

/**
 * Every `endpoints/<domain>.ts` table with its schema table, read from the folder so a new domain file is
 * included without a list to keep. For the server's checks and the tests (it reads the file system).
 */
export async function loadEndpointTables() {
  const domains = readdirSync(dir)
    .filter((f) => f.endsWith('.schemas.ts'))
    .map((f) => f.replace('.schemas.ts', ''));
  return Promise.all(
    domains.map(async (domain) => {
      const definitions = (await import(pathToFileURL(join(dir, `${domain}.ts`)).href)) as Record<string, unknown>;
      const schemas = (await import(pathToFileURL(join(dir, `${domain}.schemas.ts`)).href)) as Record<string, unknown>;
      const table = Object.entries(definitions).find(([name]) => name.endsWith('Endpoints'))![1] as Record<
        string,
        Endpoint
      >;
      const schemaTable = Object.values(schemas)[0] as Record<string, Record<string, unknown>>;
      return { domain, table, schemaTable };
    }),
  );
}
