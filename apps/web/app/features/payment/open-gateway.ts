import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import type { CheckoutFailure, CheckoutSuccess } from '@shringar/contracts/payments';
import type { PublicSettings } from '@shringar/contracts/settings';
import { loadCheckoutScript } from './load-checkout-script';

export type GatewayOutcome =
  { kind: 'paid'; response: CheckoutSuccess } | { kind: 'dismissed' } | { kind: 'failed'; failure: CheckoutFailure };

/** The store's brand colour, which the payment window takes for its buttons. */
const THEME_COLOR = '#b32a56';

/**
 * Opens the payment window for the provider order the server made and settles once with what the shopper did:
 * paid, dismissed, or failed. A failed attempt inside the window ends it (Razorpay's window would let the
 * shopper retry there; the store's own retry is 'Pay Now' on the Payment failed page).
 */
export async function openGateway(
  order: PlaceOrderAnswer,
  settings: Pick<PublicSettings, 'paymentProvider' | 'storeProfile'>,
  prefill?: { name?: string; email?: string; contact?: string },
): Promise<GatewayOutcome> {
  if (!order.razorpayOrderId) throw new Error('This order has no online payment to make');
  const Checkout = await loadCheckoutScript(settings.paymentProvider);
  return new Promise<GatewayOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: GatewayOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Checkout({
      key: order.razorpayKeyId,
      amount: order.amountInPaise,
      currency: 'INR',
      order_id: order.razorpayOrderId!,
      name: settings.storeProfile.name,
      description: `Order ${order.orderId}`,
      ...(prefill ? { prefill } : {}),
      theme: { color: THEME_COLOR },
      handler: (response) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (failure) => {
      settle({ kind: 'failed', failure });
      checkout.close();
    });
    checkout.open();
  });
}
