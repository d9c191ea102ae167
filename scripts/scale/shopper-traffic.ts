import { call } from '../../apps/api/test/faults/store-client.ts';

/** A signed-in shopper of the run, with an address and a wallet credit. */
export type Shopper = { phone: string; token: string; addressId: number };
export type Variant = { productId: number; variantId: number; categoryId: number };

/** One request as the shopper saw it: when it left and came back, and what it was. */
export type Outcome = {
  start: number;
  end: number;
  method: string;
  path: string;
  status: number;
  code: string;
  /** The answer asked the client to come back later (load shedding). */
  retryAfter?: boolean;
};

/** Refusals a store owes its shoppers under contention: not errors. */
const REFUSALS = new Set(['OUT_OF_STOCK', 'PRICE_CHANGED']);

export class Tally {
  requests = 0;
  readonly refused = new Map<string, number>();
  /** 503 with Retry-After: a process's load shedding (a busy page, SERVER_BUSY), counted apart from failures. */
  shed = 0;
  readonly errors: Outcome[] = [];
  readonly orders = { COD: 0, WALLET: 0, ONLINE: 0 };
  /** Online drafts left unpaid on purpose: the expiry job must cancel each once. */
  readonly abandoned: string[] = [];
  readonly latencies: number[] = [];

  record(o: Outcome) {
    this.requests++;
    this.latencies.push(o.end - o.start);
    if (o.status >= 200 && o.status < 300) return true;
    if (o.status === 503 && o.retryAfter) {
      this.shed++;
      return false;
    }
    if (o.status === 409 && REFUSALS.has(o.code)) {
      this.refused.set(o.code, (this.refused.get(o.code) ?? 0) + 1);
      return false;
    }
    this.errors.push(o);
    return false;
  }
}

const SEARCH_TERMS = ['lipstick', 'kurta', 'serum', 'saree', 'earrings', 'kajal', 'sunscreen', 'lipstik', 'watch'];

/**
 * Mixed shopper traffic through one base URL (nginx) until `until()` says stop: browse a category, search,
 * open a product (signed in, so uncached), render its page (anonymous, the page cache), add to and remove
 * from the cart, then place an order, in turn cash on delivery, wallet, and online through the payment
 * simulator (pay, then verify). `abandon` online drafts per shopper are left unpaid.
 */
export async function shopperTraffic(
  base: string,
  shoppers: Shopper[],
  variants: Variant[],
  tally: Tally,
  opts: { until: () => boolean; abandon?: number },
): Promise<void> {
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      let abandon = opts.abandon ?? 0;
      for (let n = index; !opts.until(); n++) {
        const v = variants[n % variants.length]!;
        const api = async (method: string, path: string, body?: unknown, token?: string) => {
          const start = Date.now();
          const res = await call(base, method, path, { body, token, timeoutMs: 60_000 });
          const ok = tally.record({
            start,
            end: Date.now(),
            method,
            path,
            status: res.status,
            code: res.body?.code ?? '',
            retryAfter: res.headers.has('retry-after'),
          });
          return ok ? res.body.data : null;
        };
        await api('GET', `/products/category/${v.categoryId}?page=1`);
        await api('GET', `/products/advance-search?query=${SEARCH_TERMS[n % SEARCH_TERMS.length]}`);
        await api('GET', `/products/${v.productId}`, undefined, shopper.token);
        if (n % 3 === 0) await page(base, `/product/${v.productId}`, tally);
        const cart = await api(
          'POST',
          '/cart/add',
          { productId: v.productId, variantId: v.variantId, quantity: 1 },
          shopper.token,
        );
        const item = cart?.items?.find((i: { variantId: number }) => i.variantId === v.variantId);
        if (item) await api('DELETE', `/cart/remove?cartItemId=${item.cartItemId}`, undefined, shopper.token);

        const order = {
          productId: v.productId,
          variantId: v.variantId,
          quantity: 1,
          couponCode: '',
          addressId: shopper.addressId,
        };
        if (abandon > 0) {
          abandon--;
          const draft = await api('POST', '/order/create', { ...order, paymentMethods: ['ONLINE'] }, shopper.token);
          if (draft) tally.abandoned.push(draft.orderId);
          continue;
        }
        const method = (['COD', 'WALLET', 'ONLINE'] as const)[n % 3]!;
        const placed = await api('POST', '/order/create', { ...order, paymentMethods: [method] }, shopper.token);
        if (!placed) continue;
        if (method !== 'ONLINE') {
          tally.orders[method]++;
          continue;
        }
        const paid = await api('POST', '/payments/simulator/pay', { order_id: placed.razorpayOrderId });
        if (!paid) continue;
        const verified = await api(
          'POST',
          '/order/verify',
          { orderId: placed.orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
          shopper.token,
        );
        if (verified?.isPaid) tally.orders.ONLINE++;
      }
    }),
  );
}

/** A server-rendered page, as a browser asks for it. */
async function page(base: string, path: string, tally: Tally) {
  const start = Date.now();
  let status = 0;
  try {
    const res = await fetch(`${base}${path}`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(60_000),
    });
    await res.text();
    status = res.status;
  } catch {
    status = 0;
  }
  tally.record({ start, end: Date.now(), method: 'GET', path, status, code: '' });
}
