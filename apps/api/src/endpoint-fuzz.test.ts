import type { Access, Endpoint } from '@shringar/contracts/endpoint';
import { loadEndpointTables } from '@shringar/contracts/endpoint-catalog';
import { validationSchemas } from '@shringar/contracts/endpoint-validation';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem } from '../test/fuzz/answer-checks.ts';
import { edgeValues, type FuzzRequest, requestsFor } from '../test/fuzz/endpoint-requests.ts';
import { changedTables, tableChecksums } from '../test/fuzz/table-checksums.ts';
import { createUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testConfig } from '../test/test-config.ts';
import { createSession } from './modules/auth/session.service.ts';
import { z } from 'zod';

/**
 * Every endpoint of the catalogue (a new one is fuzzed without editing this file) gets hostile requests — wrong
 * types, huge numbers, Unicode, control characters, nested and oversized bodies, broken encodings — as a
 * stranger, a signed-in shopper and the operator. Whatever arrives: never a 500, never a stack trace or SQL,
 * always the envelope, and a refused call changes no row. Seeded: FUZZ_SEED reproduces a run, FUZZ_RUNS sets
 * the requests per endpoint.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Tables a refused call may write by design: rate-limit counters (refusals are what they count), wrong-code
 * attempts on sign-in codes, a session's last-seen time and the operator's audit log (every call that passes
 * the operator guard is recorded, refused or not).
 */
const bookkeeping = ['rate_limit_counters', 'otp_codes', 'sessions', 'operator_audit_log'];

type Role = 'stranger' | 'shopper' | 'operator';
const OPERATOR_TOKEN = testConfig().OPERATOR_TOKEN!;

/** Mostly the role the endpoint is for; sometimes one it is not for (which must be refused cleanly). */
const rolesFor = (access: Access): fc.Arbitrary<Role> =>
  access === 'operator'
    ? fc.constantFrom<Role>('operator', 'operator', 'operator', 'shopper', 'stranger')
    : access === 'shopper'
      ? fc.constantFrom<Role>('shopper', 'shopper', 'shopper', 'operator', 'stranger')
      : fc.constantFrom<Role>('stranger', 'shopper', 'operator');

const tables = await loadEndpointTables();
const endpoints = tables.flatMap(({ table }) =>
  Object.values(table).map((endpoint) => ({ endpoint, schemas: validationSchemas(endpoint.schemas) })),
);

describe('every endpoint under hostile input', () => {
  let t: TestApp;
  let shopperId: number;
  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
    shopperId = (await createUser(t.ctx)).user.id;
  });
  afterAll(() => t.close());

  async function send(request: FuzzRequest, role: Role) {
    const headers = { ...request.headers };
    // A fresh session each time: a fuzzed logout must not sign the next request out.
    if (role === 'shopper') headers.authorization = `Bearer ${(await createSession(t.ctx, shopperId)).token}`;
    if (role === 'operator') headers['x-operator-token'] = OPERATOR_TOKEN;
    const res = await t.app.inject({ method: request.method, url: request.url, headers, payload: request.payload });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  }

  it('reads every endpoint from the catalogue', () => {
    expect(endpoints.length).toBeGreaterThan(80);
  });

  it('probes the edges the schemas declare: past a bound, past 32 bits, below a paisa, a day that does not exist', () => {
    const edgesOf = (path: string, part: 'query' | 'body', field: string) => {
      const found = endpoints.find((e) => e.endpoint.path === path && e.schemas[part]);
      const schema = z.toJSONSchema(found!.schemas[part]!, { io: 'input', unrepresentable: 'any' }) as {
        properties: Record<string, Parameters<typeof edgeValues>[0]>;
      };
      return edgeValues(schema.properties[field]);
    };
    expect(edgesOf('/admin/orders', 'query', 'to')).toEqual(expect.arrayContaining(['2026-13-45', '2026-02-30']));
    expect(edgesOf('/reviews', 'body', 'productId')).toEqual(expect.arrayContaining([2 ** 31]));
  });

  // The proof below leans on the checksums: one row changed, added or removed must show, and a put-back must not.
  it('sees a row changed, added or removed in any table', async () => {
    const faq = sql`(select min(id) from faqs)`;
    const base = await tableChecksums(t.db, bookkeeping);
    await t.db.execute(sql`update faqs set answer = answer || '.' where id = ${faq}`);
    expect(changedTables(base, await tableChecksums(t.db, bookkeeping))).toEqual(['faqs']);
    await t.db.execute(sql`update faqs set answer = left(answer, -1) where id = ${faq}`);
    expect(changedTables(base, await tableChecksums(t.db, bookkeeping))).toEqual([]);
    await t.db.execute(sql`insert into faqs (question, answer) values ('Q', 'A')`);
    const added = await tableChecksums(t.db, bookkeeping);
    expect(changedTables(base, added)).toEqual(['faqs']);
    await t.db.execute(sql`delete from faqs where question = 'Q' and answer = 'A'`);
    expect(changedTables(added, await tableChecksums(t.db, bookkeeping))).toEqual(['faqs']);
  });

  for (const { endpoint, schemas } of endpoints) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.access})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          requestsFor(endpoint as Endpoint, schemas),
          rolesFor(endpoint.access),
          async (request, role) => {
            const before = await tableChecksums(t.db, bookkeeping);
            const res = await send(request, role);
            const problem = answerProblem(endpoint as Endpoint, res);
            if (problem) throw new Error(`${role} ${request.method} ${request.url.slice(0, 200)}: ${problem}`);
            if (res.statusCode >= 400) {
              const changed = changedTables(before, await tableChecksums(t.db, bookkeeping));
              if (changed.length) throw new Error(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
            }
          },
        ),
        { seed, numRuns: runsPerEndpoint, endOnFailure: true },
      );
    }, 120_000);
  }
});
