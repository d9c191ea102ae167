import { Agent, request } from 'node:http';
import type { Shopper } from './shoppers.ts';

export type BurstResult = {
  orders: number;
  refused: number;
  /** Why orders were refused: each message and how often. */
  refusals: string;
  failed: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** Orders the store answered 200 for, by shopper index: what a crash must not lose. */
  placed: { shopper: number; orderId: string; variantId: number }[];
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/**
 * One POST over a kept-alive connection with node:http: the load generator shares the store's two cores, and
 * fetch cost about twice the CPU per order (1.1 ms against the store's 3.7 ms), which the store then lacked.
 */
function postJson(
  agent: Agent,
  url: URL,
  body: unknown,
  token: string,
): Promise<{ status: number; json: { success: boolean; message: string; data: { orderId: string } } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Every shopper places cash-on-delivery Buy Now orders back to back (one variant, one unit, spread over the
 * given variants) until the time is up or `stop` says so: orders/s with this many concurrent shoppers.
 */
export async function orderBurst(
  base: string,
  shoppers: Shopper[],
  variants: { productId: number; variantId: number }[],
  opts: { seconds: number; stop?: () => boolean },
): Promise<BurstResult> {
  const latencies: number[] = [];
  const placed: BurstResult['placed'] = [];
  let refused = 0;
  let failed = 0;
  const reasons = new Map<string, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers.length });
  const url = new URL(`${base}/api/v4/order/create`);
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      let n = index;
      while (performance.now() < end && !opts.stop?.()) {
        const v = variants[n++ % variants.length]!;
        const t = performance.now();
        try {
          const { status, json } = await postJson(
            agent,
            url,
            { ...v, quantity: 1, paymentMethods: ['COD'], couponCode: '', addressId: shopper.addressId },
            shopper.token,
          );
          if (status === 200 && json.success) {
            latencies.push(performance.now() - t);
            placed.push({ shopper: index, orderId: json.data.orderId, variantId: v.variantId });
          } else {
            refused++;
            const reason = `${status} ${json.message}`;
            reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          }
        } catch {
          failed++; // the connection broke (the crash test kills the store mid-burst)
          if (opts.stop?.()) return;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    orders: placed.length,
    refused,
    refusals: [...reasons].map(([reason, n]) => `${n}× ${reason}`).join('; ') || 'none',
    failed,
    ordersPerSecond: placed.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    placed,
  };
}
