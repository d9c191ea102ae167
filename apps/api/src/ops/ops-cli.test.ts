import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders.ts';
import { staffMembers } from '../db/schema/staff.ts';
import { users } from '../db/schema/users.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createOrder } from '../../test/order-factory.ts';
import { testConfig } from '../../test/test-config.ts';
import { setAutomationGrants } from '../modules/staff/staff.public.ts';
import { EXIT, runOps } from './ops-commands.ts';

const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = join(here, '..', '..');
const run = promisify(execFile);

describe('ops CLI against a listening server', () => {
  let t: TestApp;
  let baseUrl: string;
  const token = testConfig().OPERATOR_TOKEN!;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v4`;
  });
  afterAll(() => t.close());

  async function ops(argv: string[], env: Record<string, string | undefined> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, {
      env: { OPS_API_URL: baseUrl, OPERATOR_TOKEN: token, OPS_OPERATOR: 'ravi', ...env },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('moves an order to DELIVERED step by step and says what happened', async () => {
    const u = await createUser(t.ctx);
    const order = await createOrder(t.ctx, { userId: u.user.id });
    for (const status of ['CONFIRMED', 'packed', 'SHIPPED', 'OUT_FOR_DELIVERY']) {
      const r = await ops(['order:status', order.id, status]);
      expect(r.code, r.err).toBe(EXIT.ok);
    }
    const done = await ops(['order:status', order.id, 'DELIVERED', 'Left', 'with', 'the', 'neighbour']);
    expect(done).toMatchObject({
      code: EXIT.ok,
      out: `Order ${order.id}: Out for Delivery → Delivered\nNext possible: RETURNED`,
    });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('DELIVERED');
    expect(stored!.deliveredAt).not.toBeNull();

    const shown = await ops(['order:show', order.id]);
    expect(shown.code).toBe(EXIT.ok);
    expect(shown.out).toContain('DELIVERED');
    expect(shown.out).toContain('operator:ravi — Left with the neighbour');

    const back = await ops(['order:status', order.id, 'PACKED']);
    expect(back).toMatchObject({ code: EXIT.refused });
    expect(back.err).toBe(
      "Refused (409 INVALID_STATUS_TRANSITION): An order that is 'Delivered' cannot become 'Packed'",
    );
  });

  it('credits a wallet and refuses what the server refuses', async () => {
    const u = await createUser(t.ctx);
    const r = await ops(['wallet:credit', u.phone, '250.50', 'Goodwill', 'gesture']);
    expect(r).toMatchObject({ code: EXIT.ok, out: `Credited ₹250.50 to ${u.phone}; wallet balance now ₹250.50` });
    const [user] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(user!.walletBalancePaise).toBe(25050);
    const unknown = await ops(['wallet:credit', '9000000002', '10', 'Nobody']);
    expect(unknown.code).toBe(EXIT.refused);
    expect(unknown.err).toMatch(/^Refused \(404 USER_NOT_FOUND\)/);
    const cod = await createOrder(t.ctx, { userId: u.user.id, paymentMethods: ['COD'], paymentStatus: 'PENDING' });
    const refund = await ops(['refund', cod.id]);
    expect(refund.code).toBe(EXIT.refused);
    expect(refund.err).toMatch(/NOTHING_TO_REFUND/);
  });

  it('invites the first owner with staff:create and prints the one-time link', async () => {
    const r = await ops(['staff:create', 'owner@shringar.test', 'Asha Rao']);
    expect(r.code, r.err).toBe(EXIT.ok);
    const origin = new URL(baseUrl).origin;
    expect(r.out).toMatch(
      new RegExp(
        `^Invited Asha Rao <owner@shringar\\.test> as owner\\.\\n.*\\n  ${origin}/admin/invitation/[\\w-]{43}$`,
      ),
    );
    const [staff] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'owner@shringar.test'));
    expect(staff).toMatchObject({ role: 'owner', status: 'invited', invitedBy: 'operator:ravi' });
    expect((await ops(['staff:create', 'not-an-email', 'Asha'])).code).toBe(EXIT.usage);
    expect((await ops(['staff:create', 'b@shringar.test', 'Bala', 'manager'])).err).toBe(
      'Usage error: ROLE must be one of owner, catalogue, fulfilment, support',
    );
  });

  it('closes the store and switches COD off with settings:set once an owner granted settings', async () => {
    const refused = await ops(['settings:set', 'isCodAvailable', 'false']);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.err).toMatch(/403 PERMISSION_DENIED/);
    await setAutomationGrants(t.ctx, ['settings.manage'], 'staff:owner@shringar.test');
    const cod = await ops(['settings:set', 'isCodAvailable', 'false']);
    expect(cod, cod.err).toMatchObject({ code: EXIT.ok, out: 'isCodAvailable is now false.' });
    const closed = await ops(['settings:set', 'isAppActive', 'false']);
    expect(closed.out).toBe('isAppActive is now false.');
    expect((await ops(['settings:set', 'isAppActive', 'true'])).out).toBe('isAppActive is now true.');
    expect((await ops(['settings:set', 'isCodAvailable'])).code).toBe(EXIT.usage);
    await setAutomationGrants(t.ctx, [], 'staff:owner@shringar.test');
  });

  it('explains usage mistakes, a wrong token and an unreachable server with distinct exit codes', async () => {
    expect((await ops(['help'])).out).toContain('order:status <orderId> <STATUS> ["note"]');
    expect((await ops([])).code).toBe(EXIT.usage);
    expect(await ops(['order:status', 'SH123', 'LOST'])).toMatchObject({ code: EXIT.usage });
    expect(await ops(['wallet:credit', '98765', '10', 'x'])).toMatchObject({ code: EXIT.usage });
    expect(await ops(['fly'])).toMatchObject({ code: EXIT.usage });
    const noToken = await ops(['order:show', 'SH123'], { OPERATOR_TOKEN: undefined });
    expect(noToken).toMatchObject({ code: EXIT.usage });
    expect(noToken.err).toContain('OPERATOR_TOKEN is not set');
    const wrong = await ops(['order:show', 'SH123'], { OPERATOR_TOKEN: 'x'.repeat(32) });
    expect(wrong).toMatchObject({ code: EXIT.refused });
    expect(wrong.err).toContain('403 OPERATOR_TOKEN_REQUIRED');
    const down = await ops(['order:show', 'SH123'], { OPS_API_URL: 'http://127.0.0.1:9/api/v4' });
    expect(down.code).toBe(EXIT.unreachable);
    expect(down.err).toMatch(/^Cannot reach the server at http:\/\/127\.0\.0\.1:9\/api\/v4/);
  });

  it('runs as `npm run ops` does: a separate process with exit codes', async () => {
    const u = await createUser(t.ctx);
    const order = await createOrder(t.ctx, { userId: u.user.id });
    const env = { ...process.env, OPS_API_URL: baseUrl, OPERATOR_TOKEN: token };
    const tsx = join(apiRoot, '..', '..', 'node_modules', '.bin', 'tsx');
    const ok = await run(tsx, ['src/ops/cli.ts', 'order:status', order.id, 'CONFIRMED', 'Seller confirmed'], {
      cwd: apiRoot,
      env,
    });
    expect(ok.stdout).toContain(`Order ${order.id}: Order Placed → Order Confirmed`);
    const failed = await run(tsx, ['src/ops/cli.ts', 'order:status', order.id, 'ORDERED'], { cwd: apiRoot, env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('INVALID_STATUS_TRANSITION');
  }, 60_000);
});
