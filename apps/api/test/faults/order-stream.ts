import { randomUUID } from 'node:crypto';
import { type Answer, call, type StockedVariant } from './store-client.ts';

export type Shopper = { phone: string; token: string; addressId: number };

/** How a stream of orders went: ids the store confirmed, answers by status, and answers that broke a rule. */
export type StreamReport = { placed: string[]; byStatus: Record<string, number>; problems: string[] };

/**
 * Places "buy now" orders as fast as the store takes them — COD, wallet, wallet + COD, with and without a
 * coupon — from `workers` loops until `stop()` resolves. Every answer must be an order (200), a refusal in the
 * envelope (4xx), 503 in the envelope, or no answer at all (the process died or the connection was cut): a 500,
 * or anything outside the envelope, is a problem.
 */
export function orderStream(baseUrl: string, shoppers: Shopper[], variants: StockedVariant[], workers = 6) {
  const report: StreamReport = { placed: [], byStatus: {}, problems: [] };
  let running = true;
  let n = 0;
  const judge = (res: Answer) => {
    const key = String(res.status);
    report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
    if (res.status === 200) report.placed.push(res.body.data.orderId as string);
    else if (res.status !== 0) {
      const enveloped = res.body && res.body.success === false && typeof res.body.code === 'string';
      if (res.status >= 500 && res.status !== 503) report.problems.push(`${res.status}: ${res.text.slice(0, 200)}`);
      else if (!enveloped) report.problems.push(`${res.status} outside the envelope: ${res.text.slice(0, 200)}`);
      if (res.status === 503 && !res.headers.get('retry-after'))
        report.problems.push(`503 without Retry-After: ${res.text.slice(0, 200)}`);
    }
  };
  const loop = async (w: number) => {
    while (running) {
      const i = n++;
      const shopper = shoppers[(w + i) % shoppers.length]!;
      const variant = variants[i % variants.length]!;
      const methods = [['COD'], ['WALLET'], ['WALLET', 'COD']][i % 3]!;
      const res = await call(baseUrl, 'POST', '/order/create', {
        token: shopper.token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          productId: variant.productId,
          variantId: variant.variantId,
          quantity: 1 + (i % 2),
          paymentMethods: methods,
          couponCode: i % 4 === 0 ? 'FLAT50' : '',
          addressId: shopper.addressId,
        },
        timeoutMs: 20_000,
      });
      judge(res);
      if (res.status === 0) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return {
    report,
    /** Stops the loops and answers the report once every request in flight has ended. */
    stop: async () => {
      running = false;
      await done;
      return report;
    },
  };
}
