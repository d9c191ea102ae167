import type { Shopper } from './order-stream.ts';
import { addAddress, creditWallet, signIn, stockedVariants, type StockedVariant } from './store-client.ts';
import { FAULT_PHONES } from './store-process.ts';

/** Signed-in shoppers with an address and ₹50,000 in the wallet, and stocked variants with their stock and when it was read. */
export async function prepareShoppers(baseUrl: string, variantCount = 6) {
  const shoppers: Shopper[] = [];
  for (const phone of FAULT_PHONES) {
    const token = await signIn(baseUrl, phone);
    await creditWallet(baseUrl, phone, 50_000);
    shoppers.push({ phone, token, addressId: await addAddress(baseUrl, token) });
  }
  const stockCountedAt = new Date();
  const variants: StockedVariant[] = await stockedVariants(baseUrl, shoppers[0]!.token, variantCount);
  const initialStock = new Map(variants.map((v) => [v.variantId, v.stock]));
  return { shoppers, variants, initialStock, stockCountedAt };
}

/** Resolves once `check()` holds, polling; fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
