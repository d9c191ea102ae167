import { placeCartOrder, placeDirectOrder } from '@shringar/contracts/endpoints/checkout';
import type { PaymentMethod } from '@shringar/contracts/pricing';
import type { PublicSettings } from '@shringar/contracts/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '~/ui/toast';
import { completePayment } from '~/features/payment/payment.public';
import { useGoToPaymentDestination } from '~/features/payment/payment.public';
import { isStoreClosed } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { paymentMessages } from '~/features/payment/payment.public';
import { messages } from './messages';
import type { CheckoutSource } from './api/checkout-data';
import { frameDataChanged } from '~/lib/frame-data';

const closedStoreQueries = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === 'settings' || queryKey[0] === 'checkout';

export type PlaceOrderInput = {
  source: CheckoutSource;
  methods: PaymentMethod[];
  couponCode: string;
  addressId: number | null;
  settings: PublicSettings;
  hasLines: boolean;
};

/**
 * The pay button: places the order (the cart's, or Buy Now's one line) with a fresh Idempotency-Key for this
 * attempt (the server answers a repeat of a key with its first order), then pays the online remainder in the
 * gateway's window or goes straight to Order placed. A second click while an attempt runs does nothing: the
 * guard is a ref, so even two clicks before React re-renders place one order.
 */
export function usePlaceOrder() {
  const goTo = useGoToPaymentDestination();
  const t = useMessages(messages);
  const paymentTexts = useMessages(paymentMessages);
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const attempt = useRef<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const place = useCallback(
    async (input: PlaceOrderInput) => {
      if (attempt.current) return;
      if (!input.addressId || !input.hasLines) {
        toast.error(t.missingInformation);
        return;
      }
      const key = crypto.randomUUID();
      attempt.current = key;
      setProcessing(true);
      const options = { headers: { 'Idempotency-Key': key } };
      const choices = { paymentMethods: input.methods, couponCode: input.couponCode, addressId: input.addressId };
      try {
        const order =
          input.source.kind === 'cart'
            ? await callApi(placeCartOrder, { body: choices }, options)
            : await callApi(
                placeDirectOrder,
                {
                  body: {
                    ...choices,
                    productId: input.source.productId,
                    variantId: input.source.variantId,
                    quantity: 1,
                  },
                },
                options,
              );
        await goTo(await completePayment(order, input.settings));
      } catch (err) {
        // Spec 8: a payment creation failure shows the server's message (or the fallback) and stops processing.
        toast.error(message(err, paymentTexts.createFailed));
        // Closed since the page loaded: the page and every other one now say so.
        if (isStoreClosed(err)) {
          frameDataChanged();
          void queryClient.invalidateQueries({ predicate: closedStoreQueries });
        }
      } finally {
        attempt.current = null;
        setProcessing(false);
      }
    },
    [goTo, queryClient, t, paymentTexts, message],
  );

  return { place, processing };
}
