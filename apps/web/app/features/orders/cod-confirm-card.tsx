import { COD_AWAITING_TEXT, isCancelledStatus, type OrderDetails } from '@shringar/contracts/orders';
import { formatRupees } from '@shringar/contracts/money';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { useConfirmCod } from './api/confirm-cod';
import { OrderSection } from './order-section';

/** A COD order the store holds until the shopper confirms it: why it waits, and the button that confirms it. */
export function CodConfirmCard({ order }: { order: OrderDetails }) {
  const confirm = useConfirmCod(order.id);
  if (order.codConfirmation !== 'AWAITING' || isCancelledStatus(order.delivery_status)) return null;
  return (
    <OrderSection title={COD_AWAITING_TEXT}>
      <p className="mb-3 text-sm text-gray-700">
        Please confirm your cash-on-delivery order of {formatRupees(order.remaining_amount)} so we can pack it.
      </p>
      <Button
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, {
            onSuccess: () => toast.success('Order confirmed'),
            onError: (err) => toast.error(err.message),
          })
        }
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm order'}
      </Button>
    </OrderSection>
  );
}
