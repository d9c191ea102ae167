import { useQueryClient } from '@tanstack/react-query';
import { payOrderAgain } from '@shringar/contracts/endpoints/payments';
import { useCallback, useRef, useState } from 'react';
import { toast } from '~/ui/toast';
import { settingsQueryOptions } from '~/features/settings/settings.public';
import { isStoreClosed } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';
import { useErrorMessage, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { completePayment, type PaymentDestination } from './complete-payment';
import { paymentMessages } from './messages';
import { frameDataChanged } from '~/lib/frame-data';

/**
 * Sends the shopper where a payment ended (in their language), with the spec's message when a paid window could
 * not be verified.
 */
export function useGoToPaymentDestination() {
  const navigate = useLocaleNavigate();
  const t = useMessages(paymentMessages);
  const queryClient = useQueryClient();
  return useCallback(
    async (destination: PaymentDestination) => {
      // Orders, the cart and the wallet changed: every screen reading them asks again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]);
      if (destination.kind === 'unverified') toast.error(t.verifyFailed);
      navigate(destination.to, { state: destination.state });
    },
    [navigate, queryClient, t],
  );
}

/**
 * 'Pay Now' for an unpaid ONLINE order (the Payment failed page, an order's details): asks the server for a new
 * provider order (POST /order/pay/{id}), opens the payment window, verifies, and goes to Order placed or
 * Payment failed exactly as checkout does. A second click while one is running does nothing. A refusal (paid
 * already, expired, cancelled) is shown as a toast with the server's message.
 *
 *   const { payOrder, isPaying } = usePayOrder();
 *   <button disabled={isPaying} onClick={() => payOrder(orderId)}>{isPaying ? 'Processing...' : 'Pay Now'}</button>
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  const goTo = useGoToPaymentDestination();
  const t = useMessages(paymentMessages);
  const message = useErrorMessage();
  const running = useRef(false);
  const [isPaying, setIsPaying] = useState(false);

  const payOrder = useCallback(
    async (orderId: string) => {
      if (running.current) return;
      running.current = true;
      setIsPaying(true);
      try {
        const settings = await queryClient.fetchQuery(settingsQueryOptions());
        const order = await callApi(payOrderAgain, { params: { id: orderId } });
        await goTo(await completePayment(order, settings));
      } catch (err) {
        toast.error(message(err, t.createFailed));
        if (isStoreClosed(err)) {
          frameDataChanged();
          void queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
        }
      } finally {
        running.current = false;
        setIsPaying(false);
      }
    },
    [goTo, queryClient, t, message],
  );

  return { payOrder, isPaying };
}
