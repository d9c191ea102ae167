import type { ReturnQueueRow } from '@shringar/contracts/admin-returns';
import { toRupees } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import type { ReturnPhoto, ReturnStatus } from '@shringar/contracts/orders';
import { adminReturnPhotoPath, returnPhotoAlt } from '@shringar/contracts/return-rules';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { reasons } from '../../db/schema/content.ts';
import { orderItems, orders, returnPhotos, returnRequests } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';
import { refundableChargesPaise, returnRefundPaise } from './return-amount.ts';

type ReturnSearch = {
  page: number;
  itemsPerPage: number;
  status?: ReturnStatus | undefined;
  orderId?: string | undefined;
  phone?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'oldest' | 'newest';
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days are the store's days: India Standard Time. */
const istDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`);

const ONLINE_PAID = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];

const queueColumns = {
  r: returnRequests,
  order: {
    itemsPricePaise: orders.itemsPricePaise,
    couponDiscountPaise: orders.couponDiscountPaise,
    refundableChargesPaise,
    paymentMethods: orders.paymentMethods,
    paymentStatus: orders.paymentStatus,
    address: orders.address,
  },
  item: {
    productName: orderItems.productName,
    variantName: orderItems.variantName,
    quantity: orderItems.quantity,
    unitPricePaise: orderItems.unitPricePaise,
  },
  sku: productVariants.sku,
  customerName: users.name,
  phone: users.phone,
  reason: reasons.reason,
};

const joined = (db: Db) =>
  db
    .select(queueColumns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .innerJoin(reasons, eq(reasons.id, returnRequests.reasonId));

type QueueRecord = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function toRow(rec: QueueRecord, photos: ReturnPhoto[] = []): ReturnQueueRow {
  const { r, order, item } = rec;
  return {
    returnId: r.id,
    orderId: r.orderId,
    orderItemId: r.orderItemId,
    productName: item.productName,
    variantName: item.variantName,
    sku: rec.sku,
    quantity: item.quantity,
    customerName: rec.customerName || order.address.name,
    phone: rec.phone.replace(/^\+91/, ''),
    reason: rec.reason,
    comment: r.comment,
    status: r.status,
    rejectionReason: r.rejectionReason,
    refundableAmount: toRupees(returnRefundPaise(item, order)),
    refundAmount: r.refundPaise === null ? null : toRupees(r.refundPaise),
    refundDestination: r.refundDestination,
    paidOnline: order.paymentMethods.includes('ONLINE') && ONLINE_PAID.includes(order.paymentStatus),
    requestedAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    decidedBy: r.decidedBy,
    receivedCondition: r.receivedCondition,
    photos,
  };
}

/** Each listed return's photos, in the order the shopper added them, as staff's links. */
async function photosOf(db: Db, recs: readonly QueueRecord[]): Promise<Map<number, ReturnPhoto[]>> {
  const byReturn = new Map<number, ReturnPhoto[]>();
  if (!recs.length) return byReturn;
  const rows = await db
    .select()
    .from(returnPhotos)
    .where(
      inArray(
        returnPhotos.returnId,
        recs.map((rec) => rec.r.id),
      ),
    )
    .orderBy(asc(returnPhotos.returnId), asc(returnPhotos.position));
  for (const rec of recs) {
    const own = rows.filter((p) => p.returnId === rec.r.id);
    byReturn.set(
      rec.r.id,
      own.map((p, i) => ({
        photoId: p.id,
        url: adminReturnPhotoPath(p.id),
        thumbUrl: `${adminReturnPhotoPath(p.id)}?size=thumb`,
        width: p.width,
        height: p.height,
        alt: returnPhotoAlt(rec.item.productName, i + 1, own.length),
      })),
    );
  }
  return byReturn;
}

/** GET /admin/returns: the queue, filtered, the longest-waiting first unless asked otherwise. */
export async function listReturnQueue(ctx: AppContext, search: ReturnSearch) {
  const conditions: SQL[] = [];
  if (search.status) conditions.push(eq(returnRequests.status, search.status));
  if (search.orderId) conditions.push(eq(returnRequests.orderId, search.orderId.toUpperCase()));
  if (search.phone)
    conditions.push(or(eq(users.phone, `+91${search.phone}`), sql`${orders.address}->>'phone' = ${search.phone}`)!);
  if (search.from) conditions.push(gte(returnRequests.createdAt, istDayStart(search.from)));
  if (search.to) conditions.push(lt(returnRequests.createdAt, new Date(istDayStart(search.to).getTime() + DAY_MS)));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    search.sort === 'newest'
      ? [desc(returnRequests.createdAt), desc(returnRequests.id)]
      : [asc(returnRequests.createdAt), asc(returnRequests.id)];
  const [rows, [total]] = await Promise.all([
    joined(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(search.itemsPerPage)
      .offset((search.page - 1) * search.itemsPerPage),
    ctx.db
      .select({ n: count() })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(users, eq(users.id, returnRequests.userId))
      .where(where),
  ]);
  const photos = await photosOf(ctx.db, rows);
  return {
    items: rows.map((rec) => toRow(rec, photos.get(rec.r.id))),
    pagination: pagination(total?.n ?? 0, search.page, search.itemsPerPage),
  };
}

/** One return as the queue shows it (404 when there is none with this id). */
export async function loadReturnRow(db: Db, returnId: number): Promise<ReturnQueueRow> {
  const [rec] = await joined(db).where(eq(returnRequests.id, returnId));
  if (!rec) throw new NotFound('No return with this id', 'RETURN_NOT_FOUND');
  return toRow(rec, (await photosOf(db, [rec])).get(rec.r.id));
}
