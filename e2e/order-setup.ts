import type { ProductDetail } from '@shringar/contracts/catalogue';
import { api } from './navigation';
import { apiAs } from './shopper';

export type StockedVariant = { productId: number; variantId: number; productName: string; price: number };

/**
 * Seeded variants with plenty of stock, each priced at or above the minimum order (so one unit is an order),
 * one per product; `skip` leaves the first ones to other tests so stock counts never interfere.
 */
export async function stockedVariants(count: number, skip = 0): Promise<StockedVariant[]> {
  const found: StockedVariant[] = [];
  for (let id = 1; id <= 120 && found.length < count + skip; id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    const v = p?.variants.find((x) => x.variantStock >= 10 && x.variantPrice >= 250);
    if (p && v)
      found.push({ productId: p.productId, variantId: v.variantId, productName: p.productName, price: v.variantPrice });
  }
  if (found.length < count + skip) throw new Error('the demo catalogue lacks the stocked variants these tests need');
  return found.slice(skip);
}

/** A variant's stock as the API reports it now (asked with a token: anonymous answers are cached for seconds). */
export async function variantStock(v: StockedVariant, token: string): Promise<number> {
  const p = await apiAs<ProductDetail>(token, 'GET', `/products/${v.productId}`);
  return p.variants.find((x) => x.variantId === v.variantId)!.variantStock;
}

export const TEST_ADDRESS = {
  name: 'Meera Iyer',
  address: '14 Residency Road, Flat 3B',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  phone: '9845012345',
  landmark: 'Near Garuda Mall',
};

/** Places a cash-on-delivery order of the variants (one of each) as the shopper, answering its id. */
export async function placeCodOrder(token: string, variants: StockedVariant[]): Promise<string> {
  const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
  for (const v of variants)
    await apiAs(token, 'POST', '/cart/add', { productId: v.productId, variantId: v.variantId, quantity: 1 });
  const placed = await apiAs<{ orderId: string }>(token, 'POST', '/order/cart', {
    paymentMethods: ['COD'],
    couponCode: '',
    addressId: address.id,
  });
  return placed.orderId;
}
