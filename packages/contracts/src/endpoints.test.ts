import { describe, expect, it } from 'vitest';
import { loadEndpointTables } from './endpoint-catalog.ts';
import { ERROR_CODE_STATUS } from './error-codes.ts';

// Loaded once while the file is collected: importing every table is the slow part, and a busy machine must not
// turn it into the first test's timeout.
const loaded = await loadEndpointTables();
const tables = async () => loaded;

describe('the endpoint tables', () => {
  it('define every operation once: unique operationIds and unique method + path', async () => {
    const all = (await tables()).flatMap((t) => Object.entries(t.table));
    for (const [key, endpoint] of all) expect(endpoint.operationId).toBe(key);
    expect(new Set(all.map(([, e]) => e.operationId)).size).toBe(all.length);
    expect(new Set(all.map(([, e]) => `${e.method} ${e.path}`)).size).toBe(all.length);
  });

  it('give each definition its schemas; every operator call lives under /admin or /staff, with a permission', async () => {
    for (const { domain, table } of await tables()) {
      for (const endpoint of Object.values(table)) {
        if (endpoint.access === 'operator') {
          expect(endpoint.path, endpoint.operationId).toMatch(/^\/(admin|staff)\//);
          expect(endpoint.permission, endpoint.operationId).toBeDefined();
          expect(endpoint.errors, endpoint.operationId).toEqual(expect.arrayContaining([401, 403]));
        } else {
          expect(domain === 'admin', endpoint.operationId).toBe(false);
          expect(endpoint.permission, endpoint.operationId).toBeUndefined();
        }
        expect(endpoint.summary.length, endpoint.operationId).toBeGreaterThan(0);
        if (endpoint.access === 'shopper') expect(endpoint.errors, endpoint.operationId).toContain(401);
        const input = endpoint.schemas;
        expect(input.response, endpoint.operationId).toBeDefined();
        if (input.params || input.query || input.body) expect(endpoint.errors, endpoint.operationId).toContain(400);
      }
    }
  });

  it('name only error codes whose status the endpoint lists', async () => {
    for (const { table } of await tables())
      for (const endpoint of Object.values(table))
        for (const code of endpoint.errorCodes ?? []) {
          const status = (ERROR_CODE_STATUS as Record<string, number>)[code];
          expect(status, `${endpoint.operationId}: ${code}`).toBeDefined();
          expect(endpoint.errors as readonly number[], `${endpoint.operationId}: ${code}`).toContain(status);
        }
  });
});
