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
