import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { useCancelOrder } from './api/cancel-order';
import { CommentField } from './comment-field';
import { ReasonPicker } from './reason-picker';

/** Cancel Order: one of the store's reasons and an optional comment; the page then shows the new status. */
export function CancelOrderDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const formId = useId();
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
      {
        onSuccess: () => {
          toast.success('Your order has been cancelled');
          setReasonId(null);
          setComment('');
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Cancel Order"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Keep Order
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
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
      </form>
    </Dialog>
  );
}
