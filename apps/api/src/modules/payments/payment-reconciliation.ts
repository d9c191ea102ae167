import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { captureIfAuthorised } from './payment-capture.ts';
import { confirmCapturedPayment } from './payment-confirmation.service.ts';

const BATCH = 50;

export type ReconcileResult = { checked: number; confirmed: string[] };

/**
 * Online drafts whose shopper paid but whose browser never came back (closed tab, lost network) and whose
 * webhook did not arrive: once a draft is RECONCILE_AFTER_MINUTES old, the provider is asked about its provider
 * orders, and a captured payment goes through confirmCapturedPayment, the same path as the verify and the
 * webhook, so the order is confirmed exactly once whichever of the three gets there first. Drafts without a
 * captured payment are left to the expiry job.
 */
export async function reconcileOnlineDrafts(ctx: AppContext): Promise<ReconcileResult> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.RECONCILE_AFTER_MINUTES * 60_000);
  const waiting = await ctx.db
    .select({ orderId: orders.id, providerOrderId: payments.providerOrderId, amountPaise: payments.amountPaise })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.isDraft, true),
        eq(orders.status, 'PENDING'),
        lte(orders.createdAt, cutoff),
        eq(payments.provider, ctx.payments.id),
        inArray(payments.status, ['CREATED', 'CANCELLED', 'FAILED']),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(payments.id))
    .limit(BATCH);

  const confirmed: string[] = [];
  for (const draft of waiting) {
    try {
      const attempts = await ctx.payments.fetchOrderPayments(draft.providerOrderId);
      let captured = attempts.find((p) => p.status === 'captured');
      // Authorised for this draft's exact amount and never captured (a manual-capture account): capture it.
      const authorised = attempts.find((p) => p.status === 'authorized');
      if (!captured && authorised) {
        const expected = { providerOrderId: draft.providerOrderId, amountPaise: draft.amountPaise };
        const now = await captureIfAuthorised(ctx, authorised, expected);
        if (now.status === 'captured') captured = now;
      }
      if (!captured) continue;
      const outcome = await confirmCapturedPayment(ctx, {
        providerOrderId: draft.providerOrderId,
        providerPaymentId: captured.id,
        amountPaise: captured.amountPaise,
        source: 'reconciliation',
      });
      if (outcome.target === 'order' && (outcome.result === 'confirmed' || outcome.result === 'reinstated'))
        confirmed.push(outcome.orderId);
    } catch (err) {
      // One provider order the provider cannot answer about (or a mismatch) must not stop the others.
      ctx.log.warn({ err, orderId: draft.orderId }, 'reconciliation could not check a draft');
    }
  }
  if (confirmed.length) ctx.log.info({ orders: confirmed }, 'reconciliation confirmed paid drafts');
  return { checked: waiting.length, confirmed };
}
