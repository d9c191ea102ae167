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
  const res = await call(p.url, 'GET', `/products/${productId}`, { timeoutMs: 5_000 });
  const v = res.body?.data?.variants?.find((x: { variantId: number }) => x.variantId === variantId);
  return v ? (v.variantPrice as number) : null;
};

const pageShows = async (p: StoreProcess, productId: number, price: number): Promise<boolean> => {
  const res = await fetch(`${p.url}/product/${productId}`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return res?.ok ? (await res.text()).includes(formatRupees(price)) : false;
};

export type PriceCheck = {
  ok: boolean;
  oldPrice: number;
  newPrice: number;
  /** Per process: ms from the operator's answer until its anonymous API answer and its page showed the new price. */
  seen: { name: string; apiMs: number | null; pageMs: number | null }[];
  lines: string[];
};

/**
 * Every process's caches are warmed with the old price (the anonymous product answer and the product page);
 * an owner changes the price through the operator API (via nginx: one process takes it); then each process is
 * asked directly, every 50 ms, until its answer and its page show the new price. Each must within a second.
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
  const LIMIT_MS = 1000;
  const WATCH_MS = 8000;
  const seen = await Promise.all(
    webs.map(async (p) => {
      let apiMs: number | null = null;
      let pageMs: number | null = null;
      while ((apiMs === null || pageMs === null) && Date.now() - answeredAt < WATCH_MS) {
        if (apiMs === null && (await anonymousPrice(p, target.productId, target.variantId)) === newPrice)
          apiMs = Date.now() - answeredAt;
        if (pageMs === null && (await pageShows(p, target.productId, newPrice))) pageMs = Date.now() - answeredAt;
        await new Promise((r) => setTimeout(r, 50));
      }
      return { name: p.name, apiMs, pageMs };
    }),
  );
  const within = (ms: number | null) => ms !== null && ms <= LIMIT_MS;
  const ok = seen.every((s) => within(s.apiMs) && within(s.pageMs));
  const shown = (ms: number | null) => (ms === null ? `not within ${WATCH_MS} ms` : `${ms} ms`);
  const lines = seen.map((s) => `${s.name}: API answer ${shown(s.apiMs)}, product page ${shown(s.pageMs)}`);
  return { ok, oldPrice, newPrice, seen, lines };
}
