import type { OrderDetails } from '@shringar/contracts/orders';
import { CreditCard } from 'lucide-react';
import { usePayOrder } from '~/features/payment/payment.public';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';

/** An online order placed but not paid yet (PENDING until its draft expires) can be paid from its details. */
export const canPayNow = (order: OrderDetails) =>
  order.delivery_status === 'PENDING' && !order.isPaid && order.paymentMethods.includes('ONLINE');

/** 'Pay Now': the payment window again for this same order, then Order placed or Payment failed as checkout. */
export function PayNowButton({
  orderId,
  size,
  className = 'w-full sm:w-auto',
}: {
  orderId: string;
  size?: 'sm';
  className?: string;
}) {
  const t = useMessages(messages);
  const { payOrder, isPaying } = usePayOrder();
  return (
    <Button
      size={size}
      className={className}
      disabled={isPaying}
      onClick={() => void payOrder(orderId)}
      data-testid="pay-now"
    >
      <CreditCard aria-hidden="true" className="size-4" />
      {isPaying ? t.processing : t.payNow}
    </Button>
  );
}
