import { useState } from 'react';
import { useCancelOrder } from './api/cancel-order';
import { CommentField } from './comment-field';
import { OrderFormDialog, orderFormOutcome } from './order-form-dialog';
import { ReasonPicker } from './reason-picker';

/** Cancel Order: one of the store's reasons and an optional comment; the page then shows the new status. */
export function CancelOrderDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const cancel = useCancelOrder(orderId);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    if (reasonId === null) {
      setError('Please choose a cancellation reason');
      return;
    }
    setError(null);
    cancel.mutate(
      { reasonId, comment },
      orderFormOutcome({
        successMessage: 'Your order has been cancelled',
        reset: () => {
          setReasonId(null);
          setComment('');
        },
        onClose,
        setError,
      }),
    );
  };

  return (
    <OrderFormDialog
      title="Cancel Order"
      open={open}
      onClose={close}
      cancelLabel="Keep Order"
      submitLabel="Cancel Order"
      pendingLabel="Cancelling..."
      variant="danger"
      pending={cancel.isPending}
      onSubmit={submit}
    >
      <p className="text-sm text-gray-700">
        Order #{orderId}. Items go back to stock and any amount paid is refunded to where it came from.
      </p>
      <ReasonPicker
        kind="cancel"
        legend="Why are you cancelling?"
        value={reasonId}
        onChange={(id) => {
          setReasonId(id);
          setError(null);
        }}
        error={error}
      />
      <CommentField label="Comment (optional)" value={comment} onChange={setComment} maxLength={500} />
    </OrderFormDialog>
  );
}
