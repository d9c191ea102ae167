import type { CheckoutFailure, CheckoutSuccess } from '@shringar/contracts/payments';
import type { PublicSettings } from '@shringar/contracts/settings';
import { loadCheckoutScript } from './load-checkout-script';

export type GatewayOutcome =
  { kind: 'paid'; response: CheckoutSuccess } | { kind: 'dismissed' } | { kind: 'failed'; failure: CheckoutFailure };

/** The store's brand colour, which the payment window takes for its buttons. */
const THEME_COLOR = '#b32a56';

/** A provider order the server made: what to pay, and what the window says it is for. */
export type GatewayRequest = {
  razorpayOrderId?: string | null;
  razorpayKeyId: string;
  amountInPaise: number;
  description: string;
};

/**
 * Opens the payment window for the provider order the server made and settles once with what the shopper did:
 * paid, dismissed, or failed. A failed attempt inside the window ends it (Razorpay's window would let the
 * shopper retry there; the store's own retry is 'Pay Now' on the Payment failed page).
 */
export async function openGateway(
  order: GatewayRequest,
  settings: Pick<PublicSettings, 'paymentProvider' | 'storeProfile'>,
  prefill?: { name?: string; email?: string; contact?: string },
): Promise<GatewayOutcome> {
  const providerOrderId = order.razorpayOrderId;
  if (!providerOrderId) throw new Error('This order has no online payment to make');
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
      order_id: providerOrderId,
      name: settings.storeProfile.name,
      description: order.description,
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
