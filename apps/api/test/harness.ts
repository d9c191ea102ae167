import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/context.ts';
import type { Db } from '../src/db/client.ts';
import { CapturingEmailSender } from '../src/integrations/email/capturing-email-sender.ts';
import type { EmailSender } from '../src/integrations/email/email-sender.ts';
import { CapturingSmsSender } from '../src/integrations/sms/capturing-sms-sender.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { type Fixture, openTestDatabase } from './databases.ts';
import { testConfig } from './test-config.ts';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  clock: FakeClock;
  /** Every sign-in code the app sent: sms.lastCode('9876543210'). */
  sms: CapturingSmsSender;
  /** Every order e-mail the app sent (unless opts.email replaced the sender). */
  emails: CapturingEmailSender;
  /** app.inject that parses the JSON envelope. */
  call: (
    opts: InjectOptions & { token?: string },
  ) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
};

/**
 * A whole API on a database of its own. `fixture: 'demo'` starts from the seeded demo store, 'empty' from a
 * migrated empty one. The clock is fake and starts at 2026-01-15 12:00 IST; move it with clock.advance().
 */
export async function createTestApp(
  opts: { fixture?: Fixture; config?: Record<string, string>; clock?: FakeClock; email?: EmailSender } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(opts.fixture ?? 'empty');
  const clock = opts.clock ?? new FakeClock();
  const sms = new CapturingSmsSender();
  const emails = new CapturingEmailSender();
  const app = await buildApp(testConfig(opts.config), { database, clock, sms, email: opts.email ?? emails });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    db: database.db,
    clock,
    sms,
    emails,
    call: async ({ token, ...inject }) => {
      const res = await app.inject({
        ...inject,
        headers: { ...(inject.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        // not JSON (a PDF, a script, HTML): keep the raw body
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
