import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type {
  SimulatedFailure,
  SimulatorGateway,
  SimulatorOrder,
} from '../../integrations/payments/simulator/simulator-gateway.ts';
import { receiveWebhook } from './webhook.service.ts';

const eventId = () => `evt_${randomBytes(10).toString('hex').slice(0, 14)}`;

function paymentEntity(
  order: SimulatorOrder,
  paymentId: string,
  status: 'captured' | 'authorized' | 'failed',
  failure?: SimulatedFailure,
) {
  return {
    id: paymentId,
    entity: 'payment',
    amount: order.amountPaise,
    currency: 'INR',
    status,
    order_id: order.id,
    method: 'card',
    captured: status === 'captured',
    error_code: failure?.code ?? null,
    error_description: failure?.description ?? null,
    error_source: failure?.source ?? null,
    error_step: failure?.step ?? null,
    error_reason: failure?.reason ?? null,
  };
}

/**
 * Sends the store the webhooks Razorpay would (signed with the simulator's webhook secret, through the same
 * handler the HTTP route uses), so the webhook path runs offline too. A failed delivery is logged, not thrown:
 * with the real provider the checkout would not notice either.
 */
export async function deliverSimulatorWebhooks(
  ctx: AppContext,
  gateway: SimulatorGateway,
  order: SimulatorOrder,
  paymentId: string,
  failure?: SimulatedFailure,
  outcome: 'captured' | 'authorized' = 'captured',
) {
  if (!ctx.config.SIMULATOR_SEND_WEBHOOKS) return;
  const createdAt = Math.floor(ctx.clock.now().getTime() / 1000);
  const payment = paymentEntity(order, paymentId, failure ? 'failed' : outcome, failure);
  // An authorised payment: Razorpay sends payment.authorized alone; the store's capture makes it paid.
  const events = failure
    ? [{ event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: payment } } }]
    : outcome === 'authorized'
      ? [{ event: 'payment.authorized', contains: ['payment'], payload: { payment: { entity: payment } } }]
      : [
          { event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: payment } } },
          {
            event: 'order.paid',
            contains: ['payment', 'order'],
            payload: {
              payment: { entity: payment },
              order: {
                entity: {
                  id: order.id,
                  entity: 'order',
                  amount: order.amountPaise,
                  amount_paid: order.amountPaise,
                  currency: 'INR',
                  receipt: order.receipt,
                  status: 'paid',
                },
              },
            },
          },
        ];
  for (const e of events) {
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_simulator', ...e, created_at: createdAt });
    try {
      await receiveWebhook(ctx, gateway.id, {
        rawBody: body,
        headers: { 'x-razorpay-signature': gateway.signWebhook(body), 'x-razorpay-event-id': eventId() },
      });
    } catch (err) {
      ctx.log.warn({ err, event: e.event, orderId: order.id }, 'simulated webhook was not accepted');
    }
  }
}
