import { MAX_CART_LINE_QUANTITY } from '@shringar/contracts/cart';
import { CHECKOUT_MESSAGES } from '@shringar/contracts/checkout';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { BadRequest, Conflict, NotFound, ValidationError } from '../../lib/errors.ts';
import { cartLines, lineLimit, quantityLimitError, variantLineColumns } from '../cart/cart.public.ts';

/** One line of an order as placed: live product data read in the order's transaction. */
export type OrderLine = {
  cartItemId: number | null;
  productId: number;
  variantId: number;
  quantity: number;
  productName: string;
  variantName: string;
  images: string[];
  pricePaise: number;
  basePricePaise: number;
  stock: number;
  maxPerOrder: number;
  isActive: boolean;
  hsnCode: string;
  gstRateBp: number;
};

export type LineSource =
  | { kind: 'cart' }
  | { kind: 'buy-now'; productId?: number | undefined; variantId?: number | undefined; quantity: number }
  /** Lines staff chose for a phone order (manual-order-admin.service.ts). */
  | { kind: 'lines'; items: { productId: number; variantId: number; quantity: number }[] };

const lineColumns = { productId: products.id, variantId: productVariants.id, ...variantLineColumns };

/** The lines to order, from the cart or one buy-now variant, checked against availability and line limits. */
export async function loadOrderLines(db: Db, userId: number, source: LineSource): Promise<OrderLine[]> {
  let lines: OrderLine[];
  if (source.kind === 'cart') {
    lines = (await cartLines(db, userId)).map((r) => ({ ...r }));
    if (lines.length === 0) throw new BadRequest(CHECKOUT_MESSAGES.MISSING_INFORMATION, 'EMPTY_CART');
  } else if (source.kind === 'lines') {
    lines = await chosenLines(db, source.items);
  } else {
    if (source.productId === undefined || source.variantId === undefined)
      throw ValidationError.field(
        source.productId === undefined ? 'productId' : 'variantId',
        'Product information is incomplete',
        'PRODUCT_INFO_INCOMPLETE',
      );
    const [row] = await db
      .select(lineColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.id, source.variantId), eq(products.id, source.productId)));
    if (!row || !row.isActive) throw new NotFound('Product not found');
    lines = [{ ...row, cartItemId: null, quantity: source.quantity }];
  }
  for (const line of lines) {
    if (!line.isActive) throw new Conflict(`${line.productName} is no longer available`, 'PRODUCT_UNAVAILABLE');
    if (line.quantity > lineLimit(line.stock, line.maxPerOrder, MAX_CART_LINE_QUANTITY)) throw namedLimitError(line);
  }
  // Ascending variant ids: the lock order every stock change follows.
  return lines.sort((a, b) => a.variantId - b.variantId);
}

/** Staff's chosen lines, each variant once and of its own product; one that is gone or archived is named. */
async function chosenLines(
  db: Db,
  items: { productId: number; variantId: number; quantity: number }[],
): Promise<OrderLine[]> {
  if (items.length === 0) throw new BadRequest(CHECKOUT_MESSAGES.MISSING_INFORMATION, 'EMPTY_CART');
  const rows = await db
    .select(lineColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        items.map((i) => i.variantId),
      ),
    );
  return items.map((item) => {
    const row = rows.find((r) => r.variantId === item.variantId && r.productId === item.productId);
    if (!row) throw new NotFound('Product not found');
    return { ...row, cartItemId: null, quantity: item.quantity };
  });
}

/** The line-limit error, naming the product so a shopper knows which cart line to change. */
function namedLimitError(line: Pick<OrderLine, 'productName' | 'variantName' | 'stock' | 'maxPerOrder'>) {
  const base = quantityLimitError(line.stock, line.maxPerOrder);
  return new Conflict(`${line.productName} (${line.variantName}): ${base.message}`, base.code);
}
