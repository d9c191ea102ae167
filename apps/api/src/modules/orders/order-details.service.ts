import { discountPercent, toRupees } from '@shringar/contracts/money';
import { chargeLabel, chargePaise } from '@shringar/contracts/pricing';
import { RETURN_PHOTO_LINK, returnPhotoAlt, returnPhotoPath } from '@shringar/contracts/return-rules';
import {
  HINDI_RETURN_STATUS_LABELS,
  type OrderAddress,
  type OrderDetails,
  type OrderReturn,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@shringar/contracts/orders';
import type { BothLangs, StoreLang } from '@shringar/contracts/store-lang';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { returnPhotos, returnRequests } from '../../db/schema/orders.ts';
import { shortLinkQuery } from '../../lib/signed-link.ts';
import { getSettings } from '../settings/settings.public.ts';
import { isInvoiceAvailable } from './invoice-eligibility.ts';
import { signedInvoiceLink } from './invoice-link.ts';
import {
  loadOrderCharges,
  loadOrderItems,
  loadOwnOrder,
  type OrderItemRecord,
  type OrderRecord,
  ratingsByOrderItem,
} from './order-access.ts';
import { isCancelAvailable } from './order-windows.ts';
import { itemReturnRules } from './item-return-rules.ts';
import { listOrderRefunds } from '../refunds/refunds.public.ts';

const PAID_STATUSES = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);

const RETURN_LABELS: BothLangs<Record<ReturnStatus, string>> = {
  en: RETURN_STATUS_LABELS,
  hi: HINDI_RETURN_STATUS_LABELS,
};

/** What a photo's alt text calls an item whose name is gone. */
const UNNAMED_ITEM: BothLangs = { en: 'the item', hi: 'आइटम' };

/**
 * GET /order/details/{id}: every field of spec 3 for the shopper's own order (404 for anyone else's), the
 * store's wording in `lang` (charge labels, return rules and outcomes).
 */
export async function getOrderDetails(
  ctx: AppContext,
  userId: number,
  orderId: string,
  origin: string,
  lang: StoreLang = 'en',
): Promise<OrderDetails> {
  const order = await loadOwnOrder(ctx.db, userId, orderId);
  return describeOrder(ctx, order, origin, lang);
}

/**
 * The details answer for an order already loaded (the operator API uses it too, in English); links absolute
 * under `origin`.
 */
export async function describeOrder(
  ctx: AppContext,
  order: OrderRecord,
  origin: string,
  lang: StoreLang = 'en',
): Promise<OrderDetails> {
  const [items, charges, settings] = await Promise.all([
    loadOrderItems(ctx.db, order.id),
    loadOrderCharges(ctx.db, order.id),
    getSettings(ctx),
  ]);
  const [ratings, returns, refunds, rules] = await Promise.all([
    ratingsByOrderItem(
      ctx.db,
      items.map((i) => i.id),
    ),
    orderReturns(ctx, order.id, items, lang),
    listOrderRefunds(ctx.db, [order.id]),
    itemReturnRules(ctx.db, order, settings, ctx.clock.now(), undefined, lang),
  ]);
  const returned = new Set(returns.map((r) => r.orderItemId));
  const discountPaise = order.itemsBasePaise - order.itemsPricePaise;
  const returnOf = (item: OrderItemRecord) => {
    const rule = rules.get(item.id);
    return {
      isReturnAvailable: !returned.has(item.id) && (rule?.available ?? false),
      returnFaultOnly: rule?.faultOnly ?? false,
      returnNote: rule?.note ?? '',
    };
  };
  return {
    id: order.id,
    delivery_status: order.status,
    orderItems: items.map((item) => ({ ...toOrderItem(item, ratings.get(item.id) ?? 0), ...returnOf(item) })),
    after_discount_price: toRupees(order.itemsPricePaise),
    price: toRupees(order.totalPaise),
    beforeDiscountPrice: toRupees(order.itemsBasePaise),
    discountInAmount: toRupees(discountPaise),
    discountInPercentage: discountPercent(order.itemsPricePaise, order.itemsBasePaise),
    // The spec's two named fields, read from the list.
    delivery_charge: toRupees(chargePaise(charges, 'delivery')),
    cod_charge: toRupees(chargePaise(charges, 'cod')),
    charges: charges.map((c) => ({ code: c.code, label: chargeLabel(c, lang), amount: toRupees(c.amountPaise) })),
    coupon_code: order.couponCode,
    coupon_code_discount: toRupees(order.couponDiscountPaise),
    wallet_amount: toRupees(order.walletPaise),
    isPaid: PAID_STATUSES.has(order.paymentStatus),
    remaining_amount: toRupees(order.remainingPaise),
    payment_method: order.paymentMethods.join(', '),
    paymentMethods: order.paymentMethods,
    paymentStatus: order.paymentStatus,
    invoice_download_link: isInvoiceAvailable(order) ? signedInvoiceLink(ctx, order.id, origin) : null,
    invoice_number: order.invoiceNumber,
    address: toOrderAddress(order),
    isCancelAvailable: isCancelAvailable(order, settings),
    isReturnAvailable: items.some((item) => returnOf(item).isReturnAvailable),
    tracking_id: order.trackingId,
    last_status_update: order.lastStatusUpdate.toISOString(),
    created_at: order.createdAt.toISOString(),
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    returns,
    refunds: refunds.get(order.id) ?? [],
    codConfirmation: order.codConfirmation,
  };
}

/** GET /order-address/{id}: the address as it was when the order was placed. */
export async function getOrderAddress(ctx: AppContext, userId: number, orderId: string): Promise<OrderAddress> {
  return toOrderAddress(await loadOwnOrder(ctx.db, userId, orderId));
}

function toOrderAddress(order: OrderRecord): OrderAddress {
  const a = order.address;
  return {
    name: a.name,
    address: a.address,
    city: a.city,
    state: a.state,
    pincode: String(a.pincode),
    landmark: a.landmark ?? null,
    phone: a.phone,
  };
}

function toOrderItem(item: OrderItemRecord, rating: number) {
  return {
    orderItemId: item.id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.productName,
    variantName: item.variantName,
    imageUrl: item.imageUrl,
    orderItemQuantity: item.quantity,
    price: toRupees(item.unitPricePaise * item.quantity),
    unitPrice: toRupees(item.unitPricePaise),
    user_rating: rating,
  };
}

/** Each item's return and what became of it, with its photos as links only its shopper can open. */
async function orderReturns(
  ctx: AppContext,
  orderId: string,
  items: OrderItemRecord[],
  lang: StoreLang,
): Promise<OrderReturn[]> {
  const found = await ctx.db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.id));
  const photos = found.length
    ? await ctx.db
        .select({
          id: returnPhotos.id,
          returnId: returnPhotos.returnId,
          width: returnPhotos.width,
          height: returnPhotos.height,
        })
        .from(returnPhotos)
        .where(
          inArray(
            returnPhotos.returnId,
            found.map((r) => r.id),
          ),
        )
        .orderBy(asc(returnPhotos.returnId), asc(returnPhotos.position))
    : [];
  const productOf = new Map(items.map((i) => [i.id, i.productName]));
  return found.map((r) => {
    const own = photos.filter((p) => p.returnId === r.id);
    return {
      returnId: r.id,
      orderItemId: r.orderItemId,
      status: r.status,
      statusLabel: RETURN_LABELS[lang][r.status],
      rejectionReason: r.status === 'REJECTED' ? r.rejectionReason : null,
      refundAmount: r.status === 'REFUNDED' && r.refundPaise !== null ? toRupees(r.refundPaise) : null,
      refundDestination: r.status === 'REFUNDED' ? r.refundDestination : null,
      updated_at: r.updatedAt.toISOString(),
      photos: own.map((p, i) => {
        const link = shortLinkQuery(ctx, RETURN_PHOTO_LINK, String(p.id));
        const url = `${returnPhotoPath(p.id)}?${link}`;
        return {
          photoId: p.id,
          url,
          thumbUrl: `${url}&size=thumb`,
          width: p.width,
          height: p.height,
          alt: returnPhotoAlt(productOf.get(r.orderItemId) ?? UNNAMED_ITEM[lang], i + 1, own.length, lang),
        };
      }),
    };
  });
}
