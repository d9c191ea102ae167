import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'endpoints');
const domains = readdirSync(dir)
  .filter((f) => f.endsWith('.schemas.ts'))
  .map((f) => f.replace('.schemas.ts', ''));

/** Every `<domain>.ts` table with its schema table, loaded the way the API loads them. */
async function tables() {
  return Promise.all(
    domains.map(async (domain) => {
      const definitions = (await import(pathToFileURL(join(dir, `${domain}.ts`)).href)) as Record<string, unknown>;
      const schemas = (await import(pathToFileURL(join(dir, `${domain}.schemas.ts`)).href)) as Record<string, unknown>;
      const table = Object.entries(definitions).find(([name]) => name.endsWith('Endpoints'))![1] as Record<
        string,
        Endpoint
      >;
      const schemaTable = Object.values(schemas)[0] as Record<string, { response: unknown }>;
      return { domain, table, schemaTable };
    }),
  );
}

describe('the endpoint tables', () => {
  it('define every operation once: unique operationIds and unique method + path', async () => {
    const all = (await tables()).flatMap((t) => Object.entries(t.table));
    expect(all.length).toBe(88);
    for (const [key, endpoint] of all) expect(endpoint.operationId).toBe(key);
    expect(new Set(all.map(([, e]) => e.operationId)).size).toBe(all.length);
    expect(new Set(all.map(([, e]) => `${e.method} ${e.path}`)).size).toBe(all.length);
  });

  it('pair each definition with its schemas, and every operator call lives in admin', async () => {
    for (const { domain, table, schemaTable } of await tables()) {
      expect(Object.keys(schemaTable).sort()).toEqual(Object.keys(table).sort());
      for (const endpoint of Object.values(table)) {
        expect(endpoint.access === 'operator', endpoint.operationId).toBe(domain === 'admin');
        expect(endpoint.summary.length, endpoint.operationId).toBeGreaterThan(0);
        if (endpoint.access === 'shopper') expect(endpoint.errors, endpoint.operationId).toContain(401);
      }
    }
  });
});
