/** Shoppers signed in through the API with the store's fixed test numbers, each with a delivery address. */
export const BENCH_OTP = '1234';
export const benchPhone = (n: number) => `90000001${String(n).padStart(2, '0')}`;
export const benchTestNumbers = (count: number) =>
  Array.from({ length: count }, (_, n) => `${benchPhone(n)}:${BENCH_OTP}`).join(',');

type Envelope<T> = { success: boolean; message: string; data: T };

export async function call<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Envelope<T> }> {
  const res = await fetch(`${base}/api/v4${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Envelope<T> };
}

async function must<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const { status, json } = await call<T>(base, method, path, body, token);
  if (status >= 300 || !json.success) throw new Error(`${method} ${path}: ${status} ${json.message}`);
  return json.data;
}

export type Shopper = { token: string; addressId: number };

export async function signInShoppers(base: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let n = 0; n < count; n++) {
    const phoneNumber = benchPhone(n);
    await must(base, 'POST', '/auth/user/send-otp', { phoneNumber });
    const { token } = await must<{ token: string }>(base, 'POST', '/auth/user/verify-otp', {
      phoneNumber,
      otp: BENCH_OTP,
    });
    const address = await must<{ id: number }>(
      base,
      'POST',
      '/address',
      {
        name: 'Meera Iyer',
        address: '14 Residency Road, Flat 3B',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
        phone: '9845012345',
      },
      token,
    );
    shoppers.push({ token, addressId: address.id });
  }
  return shoppers;
}

type Variant = { productId: number; variantId: number };
type ProductDetail = {
  productId: number;
  variants: { variantId: number; variantStock: number; variantPrice: number }[];
};

/** Variants with stock for a burst: priced at or above the minimum order, the most stocked first. */
export async function stockedVariants(base: string, want: number): Promise<(Variant & { stock: number })[]> {
  const found: (Variant & { stock: number })[] = [];
  for (let id = 1; id <= 300 && found.length < want; id++) {
    const { status, json } = await call<ProductDetail>(base, 'GET', `/products/${id}`);
    if (status !== 200) continue;
    for (const v of json.data.variants)
      if (v.variantStock >= 20 && v.variantPrice >= 300 && v.variantPrice <= 2000)
        found.push({ productId: json.data.productId, variantId: v.variantId, stock: v.variantStock });
  }
  return found.slice(0, want);
}

export async function variantStock(base: string, v: Variant, token: string): Promise<number> {
  const p = await must<ProductDetail>(base, 'GET', `/products/${v.productId}`, undefined, token);
  return p.variants.find((x) => x.variantId === v.variantId)!.variantStock;
}
