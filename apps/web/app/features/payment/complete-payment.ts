import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import { verifyPayment } from '@shringar/contracts/endpoints/payments';
import type { PublicSettings } from '@shringar/contracts/settings';
import { storePaths } from '@shringar/contracts/store-paths';
import { callApi } from '~/lib/call-api';
import { openGateway } from './open-gateway';
import {
  orderSuccessPath,
  PAYMENT_MESSAGES,
  paymentFailedPath,
  type OrderSuccessState,
  type PaymentFailedState,
} from './payment-outcome-state';

/** Where the shopper goes after placing or paying an order, with the page's router state. */
export type PaymentDestination =
  | { to: string; state: OrderSuccessState; kind: 'success' }
  | { to: string; state: PaymentFailedState; kind: 'failed' }
  | { to: string; state: null; kind: 'unverified'; message: string };

/**
 * Spec 4 'Online payment outcome'. An order with nothing to pay online is done; otherwise the payment window
 * opens for the server's provider order. Paid → verify → Order placed; dismissed or failed → an unpaid verify
 * (the server records why, the order stays payable) → Payment failed with reason cancelled or failed; a paid
 * window whose verify fails → the order's details with the spec's message (the provider's webhook may still
 * confirm it).
 */
export async function completePayment(
  order: PlaceOrderAnswer,
  settings: Pick<PublicSettings, 'paymentProvider' | 'storeProfile'>,
  prefill?: { name?: string; email?: string; contact?: string },
): Promise<PaymentDestination> {
  if (!order.razorpayOrderId) {
    const state = { orderId: order.orderId, paymentId: null };
    return { to: orderSuccessPath(state), state, kind: 'success' };
  }
  const outcome = await openGateway({ ...order, description: `Order ${order.orderId}` }, settings, prefill);
  if (outcome.kind === 'paid') {
    const paymentId = outcome.response.razorpay_payment_id;
    try {
      await callApi(verifyPayment, {
        body: { orderId: order.orderId, paymentId, signature: outcome.response.razorpay_signature },
      });
    } catch {
      return {
        to: storePaths.orderDetails(order.orderId),
        state: null,
        kind: 'unverified',
        message: PAYMENT_MESSAGES.VERIFY_FAILED,
      };
    }
    const state = { orderId: order.orderId, paymentId };
    return { to: orderSuccessPath(state), state, kind: 'success' };
  }
  const reason = outcome.kind === 'dismissed' ? 'cancelled' : 'failed';
  const detail = outcome.kind === 'failed' ? outcome.failure.error.description : '';
  // Best effort: the order stays payable whether or not the server heard of the attempt.
  await callApi(verifyPayment, {
    body: {
      orderId: order.orderId,
      paymentId: null,
      signature: null,
      reason: reason === 'cancelled' ? 'Payment cancelled by user' : `Payment failed: ${detail}`.slice(0, 200),
    },
  }).catch(() => undefined);
  const state: PaymentFailedState = {
    orderId: order.orderId,
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethods,
    errorMessage: reason === 'cancelled' ? PAYMENT_MESSAGES.CANCELLED : detail || PAYMENT_MESSAGES.FAILED,
    reason,
  };
  return { to: paymentFailedPath(state), state, kind: 'failed' };
}
