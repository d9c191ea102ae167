import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query } from './scale-database.ts';
import type { StoreProcess } from './store-processes.ts';

const list = (ids: string[]) => ids.map((id) => `'${id.replace(/'/g, '')}'`).join(',');

/** Resolves once `check()` answers true, asking every 500 ms; false when the time is up. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The unpaid drafts were expired exactly once: each is CANCELLED with one release of its reservation and one
 * "payment not received" step in its timeline, however many workers lived and died meanwhile.
 */
export async function draftsExpiredOnce(handle: DatabaseHandle, abandoned: string[], timeoutMs: number) {
  if (!abandoned.length) return { ok: false, waitedMs: 0, lines: ['no drafts were abandoned'] };
  const started = Date.now();
  const all = await eventually(async () => {
    const [row] = await query<{ n: number }>(
      handle,
      `select count(*)::int as n from orders where id in (${list(abandoned)}) and status = 'CANCELLED'`,
    );
    return row!.n === abandoned.length;
  }, timeoutMs);
  const rows = await query<{ id: string; status: string; releases: number; expirySteps: number }>(
    handle,
    `select o.id, o.status,
       coalesce((select r.release_count from order_releases r where r.order_id = o.id and r.is_released), 0)::int as releases,
       (select count(*) from order_status_history h where h.order_id = o.id and h.status = 'CANCELLED')::int as "expirySteps"
     from orders o where o.id in (${list(abandoned)})`,
  );
  const wrong = rows.filter((r) => r.status !== 'CANCELLED' || r.releases !== 1 || r.expirySteps !== 1);
  const lines = [
    `${rows.length} unpaid drafts: ${rows.length - wrong.length} cancelled with one release and one timeline step`,
    ...wrong.map((r) => `  ${r.id}: ${r.status}, ${r.releases} releases, ${r.expirySteps} cancellations`),
  ];
  return { ok: all && wrong.length === 0 && rows.length === abandoned.length, waitedMs: Date.now() - started, lines };
}

/** The order ids of the "SMS to" lines in some log text, counted. */
function smsPerOrder(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.includes('"msg":"SMS to ')) continue;
    const id = /\bSH[0-9A-Z]{10}\b/.exec(line)?.[0];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The order messages were each sent once: the outbox drains (nothing PENDING or FAILED), every in-app
 * notification exists once per sent notification message (written in the transaction that marks it), and the
 * workers' logs (every life, the killed one included) hold one "SMS to" line per sent SMS message. An SMS or
 * e-mail is at least once by design: one the killed worker handed to the provider but had not yet marked is
 * sent again when its lease ends. Those are allowed only where the killed life logged the send and the message
 * took a second attempt, and are reported as the kill's in-flight sends.
 */
export async function messagesSentOnce(
  handle: DatabaseHandle,
  worker: StoreProcess,
  killedAt: number,
  timeoutMs: number,
) {
  const started = Date.now();
  const drained = await eventually(async () => {
    const [row] = await query<{ n: number }>(
      handle,
      `select count(*)::int as n from outbox_messages where status <> 'SENT'`,
    );
    return row!.n === 0;
  }, timeoutMs);
  const byChannel = await query<{ channel: string; status: string; n: number; retried: number }>(
    handle,
    `select channel, status, count(*)::int as n, count(*) filter (where attempts > 1)::int as retried
     from outbox_messages group by channel, status order by channel, status`,
  );
  const [notes] = await query<{ messages: number; notifications: number }>(
    handle,
    `select (select count(*) from outbox_messages where channel = 'notification' and status = 'SENT')::int as messages,
            (select count(*) from notifications)::int as notifications`,
  );
  const sms = await query<{ order_id: string; sent: number; retried: number }>(
    handle,
    `select order_id, count(*)::int as sent, count(*) filter (where attempts > 1)::int as retried
     from outbox_messages where channel = 'sms' and status = 'SENT' group by order_id`,
  );
  const logged = smsPerOrder(worker.stdout);
  const killedLife = smsPerOrder(worker.lives[0] ?? '');
  const expected = new Map(sms.map((m) => [m.order_id, m]));
  let resent = 0;
  const wrong: string[] = [];
  for (const id of new Set([...expected.keys(), ...logged.keys()])) {
    const want = expected.get(id)?.sent ?? 0;
    const extra = (logged.get(id) ?? 0) - want;
    if (extra === 0) continue;
    const inFlightAtKill = extra > 0 && extra <= (killedLife.get(id) ?? 0) && extra <= (expected.get(id)?.retried ?? 0);
    if (inFlightAtKill) resent += extra;
    else wrong.push(`${id}: ${logged.get(id) ?? 0} sent for ${want} messages`);
  }
  const totalLogged = [...logged.values()].reduce((a, b) => a + b, 0);
  const attemptsOfWrong = await smsAttempts(
    handle,
    wrong.map((w) => w.split(':')[0]!),
    killedAt,
  );
  const totalSms = sms.reduce((a, m) => a + m.sent, 0);
  const ok = drained && notes!.messages === notes!.notifications && wrong.length === 0;
  const lines = [
    ...byChannel.map((c) => `${c.channel} ${c.status}: ${c.n} (${c.retried} took more than one attempt)`),
    `in-app notifications written: ${notes!.notifications} for ${notes!.messages} sent notification messages`,
    `SMS handed to the provider per the worker's logs: ${totalLogged} for ${totalSms} SMS messages`,
    `  sent again because the killed worker had sent them but not yet marked them: ${resent}`,
    ...wrong.map((w) => `  otherwise wrong: ${w}`),
    ...attemptsOfWrong,
  ];
  return { ok, waitedMs: Date.now() - started, lines, resent };
}

/** For SMS messages the logs disagree with: each one's attempts and when it was marked, against the kill. */
async function smsAttempts(handle: DatabaseHandle, orderIds: string[], killedAt: number) {
  if (!orderIds.length) return [];
  const rows = await query<{ order_id: string; event: string; attempts: number; sent_at: Date | null }>(
    handle,
    `select order_id, event, attempts, sent_at from outbox_messages
     where channel = 'sms' and order_id in (${list(orderIds)}) order by order_id, event`,
  );
  return rows.map((r) => {
    const marked = r.sent_at ? `${new Date(r.sent_at).getTime() - killedAt} ms from the kill` : 'never';
    return `    ${r.order_id} ${r.event}: ${r.attempts} attempt(s), marked sent ${marked}`;
  });
}

/** Each job's runs and failures as the schedule table counts them. */
export async function jobRuns(handle: DatabaseHandle) {
  return query<{ name: string; runs: number; failures: number; last_error: string | null }>(
    handle,
    `select name, runs, failures, last_error from job_schedules order by name`,
  );
}
