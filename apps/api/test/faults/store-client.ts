import { FAULT_OPERATOR_TOKEN, FAULT_OTP } from './store-process.ts';

export type Answer = { status: number; body: any; text: string; headers: Headers };

/** One API call to a store process; network failures answer status 0 (the caller decides what that means). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}/api/v4${path}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, text, headers: res.headers };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, text: `${String(err)} ${cause?.code ?? ''}`.trim(), headers: new Headers() };
  }
}

async function expectOk(answer: Promise<Answer>, what: string) {
  const res = await answer;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.data;
}

export async function signIn(baseUrl: string, phone: string): Promise<string> {
  await expectOk(call(baseUrl, 'POST', '/auth/user/send-otp', { body: { phoneNumber: phone } }), 'send-otp');
  const data = await expectOk(
    call(baseUrl, 'POST', '/auth/user/verify-otp', { body: { phoneNumber: phone, otp: FAULT_OTP } }),
    'verify-otp',
  );
  return data.token as string;
}

export async function creditWallet(baseUrl: string, phone: string, rupees: number) {
  await expectOk(
    call(baseUrl, 'POST', '/admin/wallet/credit', {
      headers: { 'x-operator-token': FAULT_OPERATOR_TOKEN, 'idempotency-key': `fault-credit-${phone}-${Date.now()}` },
      body: { phone, amount: rupees, reason: 'Fault test credit' },
    }),
    'wallet credit',
  );
}

export async function addAddress(baseUrl: string, token: string): Promise<number> {
  const data = await expectOk(
    call(baseUrl, 'POST', '/address', {
      token,
      body: {
        name: 'Meera Iyer',
        address: '14 Residency Road, Flat 3B',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
        phone: '9845012345',
        landmark: 'Near Garuda Mall',
      },
    }),
    'address',
  );
  return data.id as number;
}

export type StockedVariant = { productId: number; variantId: number; price: number; stock: number };

/** Demo variants with stock and a price of at least ₹499 (FLAT50's minimum), read with a token (uncached). */
export async function stockedVariants(baseUrl: string, token: string, count: number): Promise<StockedVariant[]> {
  const found: StockedVariant[] = [];
  for (let id = 1; id <= 150 && found.length < count; id++) {
    const res = await call(baseUrl, 'GET', `/products/${id}`, { token });
    const v = res.body?.data?.variants?.find(
      (x: { variantStock: number; variantPrice: number }) => x.variantStock >= 20 && x.variantPrice >= 499,
    );
    if (v) found.push({ productId: id, variantId: v.variantId, price: v.variantPrice, stock: v.variantStock });
  }
  if (found.length < count) throw new Error('the demo catalogue lacks stocked variants');
  return found;
}
