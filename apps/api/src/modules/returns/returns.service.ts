import type { ReturnRequestBody } from '@shringar/contracts/orders';
import { RETURN_PHOTO_MESSAGES } from '@shringar/contracts/return-rules';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { reasons } from '../../db/schema/content.ts';
import { orderItems, returnRequests } from '../../db/schema/orders.ts';
import { Conflict, NotFound, ValidationError } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.public.ts';
import { itemReturnRules, loadOwnOrder } from '../orders/orders.public.ts';
import {
  encodeReturnPhotos,
  insertReturnPhotoRows,
  putReturnPhotoFiles,
  removeReturnPhotoFiles,
  type StoredPhoto,
} from './return-photos.ts';

/**
 * POST /return/request: a return of one item of the shopper's own delivered order, by its category's rule
 * (returnable for any reason, or for hygiene only when damaged, defective or wrong; never) within its window,
 * with one of the store's return reasons and up to three photos (a fault reason needs one). One request per
 * order item, even when sent twice at once (the unique order_item_id decides).
 */
export async function requestReturn(ctx: AppContext, userId: number, body: ReturnRequestBody, photos: Buffer[] = []) {
  const order = await loadOwnOrder(ctx.db, userId, body.orderId);
  const [item] = await ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.id, body.orderItemId), eq(orderItems.orderId, order.id)));
  if (!item) throw new NotFound('This item is not part of the order', 'ORDER_ITEM_NOT_FOUND');
  // Said before anything about reasons or photos: a shopper asking twice needs to hear that it is asked already.
  // The unique order_item_id below still decides between two requests sent at once.
  const [asked] = await ctx.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.orderItemId, item.id))
    .limit(1);
  if (asked) throw new Conflict(ALREADY_REQUESTED, 'RETURN_ALREADY_REQUESTED');
  const [reason] = await ctx.db
    .select({ id: reasons.id, isProductFault: reasons.isProductFault })
    .from(reasons)
    .where(and(eq(reasons.id, body.reasonId), eq(reasons.kind, 'RETURN')));
  if (!reason) throw ValidationError.field('reasonId', 'Please choose a valid return reason', 'INVALID_REASON');

  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  const rule = (await itemReturnRules(ctx.db, order, settings, now, [item.id])).get(item.id);
  if (!rule) throw new NotFound('This item is not part of the order', 'ORDER_ITEM_NOT_FOUND');
  if (rule.state === 'NOT_RETURNABLE') throw new Conflict(rule.note, 'ITEM_NOT_RETURNABLE');
  if (rule.state === 'NOT_DELIVERED')
    throw new Conflict('This order can be returned once it is delivered', 'RETURN_NOT_AVAILABLE');
  if (rule.state === 'WINDOW_CLOSED') throw new Conflict(rule.note, 'RETURN_NOT_AVAILABLE');
  if (rule.faultOnly && !reason.isProductFault)
    throw ValidationError.field('reasonId', rule.note, 'RETURN_REASON_NOT_ACCEPTED');
  if (reason.isProductFault && photos.length === 0)
    throw ValidationError.field('photos', RETURN_PHOTO_MESSAGES.REQUIRED, 'RETURN_PHOTOS_REQUIRED');

  // Decoding and storing happen before the transaction: no lock waits on image work or the file store.
  const stored = await putReturnPhotoFiles(ctx, await encodeReturnPhotos(photos));
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(returnRequests)
        .values({
          orderId: order.id,
          orderItemId: item.id,
          userId,
          reasonId: reason.id,
          comment: body.comment || null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: returnRequests.orderItemId })
        .returning({ id: returnRequests.id, status: returnRequests.status });
      if (!row) throw new Conflict(ALREADY_REQUESTED, 'RETURN_ALREADY_REQUESTED');
      await insertReturnPhotoRows(tx, row.id, stored, now);
      return row;
    });
    return { returnId: created.id, status: created.status, photoCount: stored.length };
  } catch (err) {
    await removeReturnPhotoFiles(ctx, fileNamesOf(stored));
    throw err;
  }
}

const ALREADY_REQUESTED = 'A return has already been requested for this item';

const fileNamesOf = (photos: readonly StoredPhoto[]) => photos.flatMap((p) => [p.fileName, p.thumbName]);
