import { formatRupees } from '@shringar/contracts/money';
import { call } from '../../apps/api/test/faults/store-client.ts';
import { LIMITED_PHONE } from './scale-env.ts';
import type { StoreProcess } from './store-processes.ts';

/**
 * A shopper's session and a staff member's console session, made through nginx (whichever process took them),
 * must be good at every process: asked of each one directly by its port.
 */
export async function sessionsShared(webs: StoreProcess[], shopperToken: string, staffCookie: string) {
  const lines: string[] = [];
  let ok = true;
  for (const p of webs) {
    const shopper = await call(p.url, 'GET', '/user', { token: shopperToken });
    const staff = await call(p.url, 'GET', '/admin/session', { headers: { cookie: staffCookie } });
    ok &&= shopper.status === 200 && staff.status === 200;
    lines.push(`${p.name}: shopper session ${shopper.status}, console session ${staff.status}`);
  }
  return { ok, lines };
}

/**
 * A limit counted in one process must hold in the others: a phone may be sent one sign-in code per 30 s. The
 * first send goes to one process; sends for the same phone to the other processes right after must be refused
 * (429), which they can know only from the shared counters in Redis. Each from a network of its own (the
 * processes believe X-Forwarded-For from loopback, as they do from nginx).
 */
export async function rateLimitsShared(webs: StoreProcess[]) {
  const network = { 'x-forwarded-for': `203.0.113.${1 + (Date.now() % 200)}` };
  const send = (p: StoreProcess) =>
    call(p.url, 'POST', '/auth/user/send-otp', { headers: network, body: { phoneNumber: LIMITED_PHONE } });
  const statuses: number[] = [];
  for (const p of webs) statuses.push((await send(p)).status);
  const ok = statuses[0] === 200 && statuses.slice(1).every((s) => s === 429);
  const lines = webs.map((p, i) => `${p.name}: send-otp for ${LIMITED_PHONE} → ${statuses[i]}`);
  return { ok, lines, statuses };
}

const anonymousPrice = async (p: StoreProcess, productId: number, variantId: number): Promise<number | null> => {
  const res = await call(p.url, 'GET', `/products/${productId}`, { timeoutMs: 15_000 });
  const v = res.body?.data?.variants?.find((x: { variantId: number }) => x.variantId === variantId);
  return v ? (v.variantPrice as number) : null;
};

/** Whether the product page shows the price; null when the process answered no page (busy: a 503). */
const pageShows = async (p: StoreProcess, productId: number, price: number): Promise<boolean | null> => {
  try {
    const res = await fetch(`${p.url}/product/${productId}`, { signal: AbortSignal.timeout(15_000) });
    return res.ok ? (await res.text()).includes(formatRupees(price)) : null;
  } catch {
    return null; // no page within the time: it shows no price either way
  }
};

export type PriceCheck = {
  ok: boolean;
  oldPrice: number;
  newPrice: number;
  /** Per process: from the operator's answer, when a request sent showed the new price and every later one did. */
  seen: { name: string; apiMs: number | null; pageMs: number | null }[];
  lines: string[];
};

const LIMIT_MS = 1000;
/** Each process is watched this long after the change, so a stale answer after a fresh one would show. */
const WATCH_MS = 3000;

/**
 * Asks `fresh()` again and again until WATCH_MS after `since`; answers when the first request was sent after
 * which every answer was fresh (ms from `since`), or null if the last one was still stale. Measured by when
 * a request was sent, not when its answer came: a page render's own time under load is not staleness.
 */
async function freshFrom(since: number, fresh: () => Promise<boolean | null>): Promise<number | null> {
  let firstOfFreshRun: number | null = null;
  while (Date.now() - since < WATCH_MS) {
    const sent = Date.now();
    const answer = await fresh();
    if (answer === true) firstOfFreshRun ??= sent - since;
    else if (answer === false) firstOfFreshRun = null; // null: no answer (busy), which shows no price
    await new Promise((r) => setTimeout(r, 50));
  }
  return firstOfFreshRun;
}

/**
 * Every process's caches are warmed with the old price (the anonymous product answer and the product page);
 * an owner changes the price through the operator API (via nginx: one process takes it); then each process is
 * asked directly, every 50 ms for three seconds, for the answer and the page. From at most a second after the
 * change on, every answer of every process must show the new price.
 */
export async function priceSeenEverywhere(
  base: string,
  webs: StoreProcess[],
  staffCookie: string,
  target: { productId: number; variantId: number },
): Promise<PriceCheck> {
  const oldPrice = (await anonymousPrice(webs[0]!, target.productId, target.variantId))!;
  for (const p of webs) {
    await anonymousPrice(p, target.productId, target.variantId);
    await pageShows(p, target.productId, oldPrice);
  }
  const newPrice = oldPrice - 1;
  const changed = await call(base, 'PUT', `/admin/variants/${target.variantId}/price`, {
    headers: { cookie: staffCookie },
    body: { price: newPrice },
  });
  if (changed.status !== 200) throw new Error(`price change: ${changed.status} ${changed.text.slice(0, 300)}`);
  const answeredAt = Date.now();
  const seen = await Promise.all(
    webs.map(async (p) => {
      const [apiMs, pageMs] = await Promise.all([
        freshFrom(answeredAt, async () => {
          const price = await anonymousPrice(p, target.productId, target.variantId);
          return price === null ? null : price === newPrice;
        }),
        freshFrom(answeredAt, () => pageShows(p, target.productId, newPrice)),
      ]);
      return { name: p.name, apiMs, pageMs };
    }),
  );
  const within = (ms: number | null) => ms !== null && ms <= LIMIT_MS;
  const ok = seen.every((s) => within(s.apiMs) && within(s.pageMs));
  const shown = (ms: number | null) => (ms === null ? `still stale ${WATCH_MS} ms after` : `fresh from ${ms} ms on`);
  const lines = seen.map((s) => `${s.name}: API answer ${shown(s.apiMs)}, product page ${shown(s.pageMs)}`);
  return { ok, oldPrice, newPrice, seen, lines };
}
