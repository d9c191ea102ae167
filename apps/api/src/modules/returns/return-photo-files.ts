import { RETURN_PHOTO_LINK } from '@shringar/contracts/return-rules';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { returnPhotos, returnRequests } from '../../db/schema/orders.ts';
import { NotFound } from '../../lib/errors.ts';
import { shortLinkValid } from '../../lib/signed-link.ts';

type Size = 'full' | 'thumb';
type Viewer =
  { staff: true } | { staff: false; userId: number | null; expires?: number | undefined; sig?: string | undefined };

const notFound = () => new NotFound('No such photo', 'RETURN_PHOTO_NOT_FOUND');

/**
 * A return's photo for staff, for the shopper who owns the return (their Bearer token), or for whoever holds
 * the signed link that shopper's order details gave (an <img> sends no Bearer header). Anyone else reads the
 * same 404 as for a photo that does not exist.
 */
export async function sendReturnPhoto(
  ctx: AppContext,
  reply: FastifyReply,
  photoId: number,
  size: Size,
  viewer: Viewer,
) {
  const [photo] = await ctx.db
    .select({ fileName: returnPhotos.fileName, thumbName: returnPhotos.thumbName, ownerId: returnRequests.userId })
    .from(returnPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPhotos.returnId))
    .where(eq(returnPhotos.id, photoId));
  if (!photo) throw notFound();
  if (!viewer.staff) {
    const owner = viewer.userId !== null && viewer.userId === photo.ownerId;
    const linked =
      viewer.expires !== undefined &&
      viewer.sig !== undefined &&
      shortLinkValid(ctx, RETURN_PHOTO_LINK, String(photoId), viewer.expires, viewer.sig);
    if (!owner && !linked) throw notFound();
  }
  const file = await ctx.files.get(size === 'thumb' ? photo.thumbName : photo.fileName);
  if (!file) throw notFound();
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      // Personal: kept by this browser only, never by a shared cache.
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream)
  );
}
