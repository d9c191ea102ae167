import type { Cart } from '@shringar/contracts/cart';
import { getProfile } from '@shringar/contracts/endpoints/account';
import { listAddresses } from '@shringar/contracts/endpoints/addresses';
import { getCart } from '@shringar/contracts/endpoints/cart';
import { getSettings } from '@shringar/contracts/endpoints/content';
import { getProduct } from '@shringar/contracts/endpoints/products';
import { getWalletBalance } from '@shringar/contracts/endpoints/wallet';
import { toPaise } from '@shringar/contracts/money';
import type { PricingLine } from '@shringar/contracts/pricing';
import { useQuery } from '@tanstack/react-query';
import { callApi, callApiList } from '~/lib/call-api';

/** One line of the order being checked out, as the summary shows it and pricing reads it. */
export type CheckoutLine = {
  key: string;
  productId: number;
  variantId: number;
  productName: string;
  variantName: string;
  image: string | undefined;
  quantity: number;
  price: number;
  basePrice: number;
};

/** What is bought: the whole cart, or one variant through Buy Now (the cart is left alone). */
export type CheckoutSource = { kind: 'cart' } | { kind: 'buy-now'; productId: number; variantId: number };

export const toPricingLines = (lines: readonly CheckoutLine[]): PricingLine[] =>
  lines.map((l) => ({
    unitPricePaise: toPaise(l.price),
    unitBasePricePaise: toPaise(l.basePrice),
    quantity: l.quantity,
  }));

const cartLines = (cart: Cart): CheckoutLine[] =>
  cart.items.map((i) => ({
    key: String(i.cartItemId),
    productId: i.productId,
    variantId: i.variantId,
    productName: i.productName,
    variantName: i.variantName,
    image: i.images[0],
    quantity: i.itemQuantity,
    price: i.itemPrice,
    basePrice: i.itemBasePrice,
  }));

async function buyNowLines(productId: number, variantId: number, signal: AbortSignal): Promise<CheckoutLine[]> {
  const product = await callApi(getProduct, { params: { id: productId } }, { signal });
  const variant = product.variants.find((v) => v.variantId === variantId);
  if (!variant || variant.variantStock <= 0) return [];
  return [
    {
      key: `${productId}-${variantId}`,
      productId,
      variantId,
      productName: product.productName,
      variantName: variant.variantName,
      image: variant.images[0] ?? product.productImageUrl,
      quantity: 1,
      price: variant.variantPrice,
      basePrice: variant.variantBasePrice,
    },
  ];
}

/**
 * Everything checkout shows, loaded together so the page has one loading state ('Loading checkout...') and one
 * error ('Failed to load checkout data' with Try Again): the lines, the shopper's addresses (the selected one
 * is delivered to), the wallet balance, the pricing settings and whether COD is offered to this shopper. Never cached between visits: prices, stock
 * and the balance must be fresh.
 */
export function useCheckoutData(source: CheckoutSource, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', source] as const,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const [lines, addresses, wallet, settings, profile] = await Promise.all([
        source.kind === 'cart'
          ? callApi(getCart, {}, { signal }).then(cartLines)
          : buyNowLines(source.productId, source.variantId, signal),
        callApiList(listAddresses, {}, { signal }),
        callApi(getWalletBalance, {}, { signal }),
        callApi(getSettings, {}, { signal }),
        callApi(getProfile, {}, { signal }),
      ]);
      return {
        lines,
        address: addresses.find((a) => a.isSelected) ?? null,
        walletAmount: wallet.walletAmount,
        settings,
        isCodAllowed: profile.isCodAllowed,
      };
    },
  });
}

export type CheckoutData = NonNullable<ReturnType<typeof useCheckoutData>['data']>;
