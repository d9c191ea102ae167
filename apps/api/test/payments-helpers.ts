import { SimulatorGateway } from '../src/integrations/payments/simulator/simulator-gateway.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A test app whose simulator sends no webhooks of its own, so each test decides when (and how often) they come. */
export async function createSimulatorTestApp() {
  const t = await createTestApp({ config: { SIMULATOR_SEND_WEBHOOKS: 'false' } });
  return { t, sim: t.ctx.payments as SimulatorGateway };
}

type SimulatorPayment = Awaited<ReturnType<SimulatorGateway['pay']>>;

/** The shopper's POST /order/verify for a payment the simulator made (or only authorised) on the order's provider order. */
export function verifyOrderPayment(
  t: TestApp,
  token: string,
  orderId: string,
  paid: Pick<SimulatorPayment, 'paymentId' | 'response'>,
) {
  return t.call({
    method: 'POST',
    url: '/api/v4/order/verify',
    token,
    payload: { orderId, paymentId: paid.paymentId, signature: paid.response.razorpay_signature },
  });
}

/** The body of a Razorpay payment webhook (`payment.captured` or `payment.authorized`) for a provider order. */
export function paymentWebhookBody(
  providerOrderId: string,
  paymentId: string,
  amount: number,
  status: 'captured' | 'authorized' = 'captured',
) {
  return JSON.stringify({
    entity: 'event',
    event: `payment.${status}`,
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status, order_id: providerOrderId },
      },
    },
    created_at: 1_768_458_600,
  });
}
