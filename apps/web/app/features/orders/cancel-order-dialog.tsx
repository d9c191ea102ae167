import { useState } from 'react';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { useCancelOrder } from './api/cancel-order';
import { CommentField } from './comment-field';
import { messages } from './messages';
import { OrderFormDialog, orderFormOutcome } from './order-form-dialog';
import { ReasonPicker } from './reason-picker';

/** Cancel Order: one of the store's reasons and an optional comment; the page then shows the new status. */
export function CancelOrderDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const t = useMessages(messages);
  const cancel = useCancelOrder(orderId);
  const errorText = useErrorMessage();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    if (reasonId === null) {
      setError(t.chooseCancelReason);
      return;
    }
    setError(null);
    cancel.mutate(
      { reasonId, comment },
      orderFormOutcome({
        successMessage: t.cancelled,
        reset: () => {
          setReasonId(null);
          setComment('');
        },
        onClose,
        setError,
        describe: (err) => errorText(err, err.message),
      }),
    );
  };

  return (
    <OrderFormDialog
      title={t.cancelOrder}
      open={open}
      onClose={close}
      cancelLabel={t.keepOrder}
      submitLabel={t.cancelOrder}
      pendingLabel={t.cancelling}
      variant="danger"
      pending={cancel.isPending}
      onSubmit={submit}
    >
      <p className="text-sm text-gray-700">{t.cancelNote(orderId)}</p>
      <ReasonPicker
        kind="cancel"
        legend={t.whyCancel}
        value={reasonId}
        onChange={(id) => {
          setReasonId(id);
          setError(null);
        }}
        error={error}
      />
      <CommentField label={t.commentOptional} value={comment} onChange={setComment} maxLength={500} />
    </OrderFormDialog>
  );
}
