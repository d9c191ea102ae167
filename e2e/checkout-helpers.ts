import type { Address } from '@shringar/contracts/address';
import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';
import type { OrderRow } from '@shringar/contracts/orders';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser';
import { api } from './navigation';
import { creditWallet, operatorApi } from './operator';
import { gotoHydrated } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import type { Browser } from 'playwright-core';

export type Pick1 = { product: ProductDetail; variant: Variant };

/**
 * Seeded variants in stock, by price: `regular` costs at least the minimum order (₹199) and less than ₹999 so a
 * wallet of ₹1000 covers it; `small` is below the minimum order.
 */
export async function findVariants(): Promise<{ regular: Pick1[]; small: Pick1 }> {
  const regular: Pick1[] = [];
  let small: Pick1 | null = null;
  for (let id = 1; id <= 120 && (regular.length < 6 || !small); id++) {
    const product = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (!product) continue;
    for (const variant of product.variants) {
      if (variant.variantStock < 20) continue;
      if (!small && variant.variantPrice < 199) small = { product, variant };
      else if (variant.variantPrice >= 299 && variant.variantPrice < 900 && regular.length < 6) {
        regular.push({ product, variant });
        break;
      }
    }
  }
  if (regular.length < 6 || !small) throw new Error('the demo catalogue lacks the variants these tests need');
  return { regular, small };
}

export const ADDRESS = {
  name: 'Ananya Iyer',
  address: '14 Residency Road, Flat 3C',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560025',
  phone: '9876501234',
  landmark: 'Near Brigade Road',
};

/** A signed-in shopper with (optionally) a selected address, cart lines and wallet money; answers the token. */
export async function arrangeShopper(
  n: number,
  opts: { address?: boolean; cart?: Pick1[]; wallet?: number } = {},
): Promise<{ token: string; phone: string }> {
  const phone = shopperPhone(n);
  const token = await signInByApi(phone);
  if (opts.address !== false) {
    const address = await apiAs<Address>(token, 'POST', '/address', ADDRESS);
    await apiAs(token, 'POST', `/address/select/${address.id}`);
  }
  for (const line of opts.cart ?? [])
    await apiAs(token, 'POST', '/cart/add', {
      productId: line.product.productId,
      variantId: line.variant.variantId,
      quantity: 1,
    });
  if (opts.wallet) await creditWallet(phone, opts.wallet);
  return { token, phone };
}

/** Opens /checkout signed in and waits for Review Order. */
export async function openCheckout(
  browser: Browser,
  viewport: { width: number; height: number },
  token: string,
  path = '/checkout',
): Promise<Page> {
  const page = await openPage(browser, viewport, { authToken: token });
  await gotoHydrated(page, path);
  await page.getByRole('heading', { name: 'Review Order' }).waitFor({ timeout: 20_000 });
  return page;
}

/** From Review Order to Payment. */
export async function continueToPayment(page: Page) {
  await page.getByTestId('continue-to-payment').click();
  await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
}

/** The simulator's payment window, inside its iframe. */
export const paymentWindow = (page: Page) => page.frameLocator('iframe[title="Payment"]');

export async function walletBalance(token: string): Promise<number> {
  return (await apiAs<{ walletAmount: number }>(token, 'GET', '/wallet/balance')).walletAmount;
}

/** Live stock: read with a token, since anonymous catalogue answers are cached for a few seconds. */
export async function variantStock(pick: Pick1, token: string): Promise<number> {
  const p = await apiAs<ProductDetail>(token, 'GET', `/products/${pick.product.productId}`);
  return p.variants.find((v) => v.variantId === pick.variant.variantId)!.variantStock;
}

/** The order as the operator API sees it: status, draft flag and payment state. */
export async function orderState(orderId: string) {
  const view = await operatorApi<{
    order: { delivery_status: string; isPaid: boolean; wallet_amount: number; payment_method: string };
    isDraft: boolean;
  }>('GET', `/orders/${orderId}`);
  return {
    status: view.order.delivery_status,
    isPaid: view.order.isPaid,
    isDraft: view.isDraft,
    wallet: view.order.wallet_amount,
    method: view.order.payment_method,
  };
}

export async function ordersOf(token: string): Promise<OrderRow[]> {
  return apiAs<OrderRow[]>(token, 'GET', '/orders');
}

/** The order id /order-success or /payment-failed shows. */
export async function shownOrderId(page: Page, testId: 'success-order-id' | 'failed-order-id'): Promise<string> {
  const el = page.getByTestId(testId);
  await el.waitFor({ timeout: 20_000 });
  const id = (await el.textContent())!.trim();
  expect(id).toMatch(/^SH[0-9A-Z]{10}$/);
  return id;
}
