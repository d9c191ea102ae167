import { storePaths } from '@shringar/contracts/store-paths';
import type { AppContext } from '../../context.ts';
import { checkLink, type LinkProof, signLink } from '../../lib/signed-link.ts';

/** The link's own purpose: its key signs nothing else, so no other signed link confirms an order. */
const PURPOSE = 'cod-confirm';

/**
 * The store page a COD order waiting for confirmation is confirmed (or cancelled) on, signed for this order and
 * expiring after COD_CONFIRM_LINK_TTL_HOURS; absolute under PUBLIC_BASE_URL when the store knows its address.
 * Nothing is stored: the signature is the proof.
 */
export function codConfirmLink(ctx: AppContext, orderId: string, at: Date): string {
  const expiresAt = new Date(at.getTime() + ctx.config.COD_CONFIRM_LINK_TTL_HOURS * 3_600_000);
  const path = storePaths.codConfirm(orderId, signLink(ctx.config, PURPOSE, orderId, expiresAt));
  const base = ctx.config.PUBLIC_BASE_URL;
  return base ? new URL(path, base).toString() : path;
}

export const checkCodConfirmLink = (ctx: AppContext, orderId: string, proof: LinkProof) =>
  checkLink(ctx.config, PURPOSE, orderId, proof, ctx.clock.now());
