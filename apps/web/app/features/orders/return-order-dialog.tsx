import type { OrderItem } from '@shringar/contracts/orders';
import { useState } from 'react';
import { useRequestReturn } from './api/request-return';
import { ChoiceGroup, ChoiceRow } from './choice-group';
import { CommentField } from './comment-field';
import { OrderFormDialog, orderFormOutcome } from './order-form-dialog';
import { formatVariant } from './order-format';
import { ReasonPicker } from './reason-picker';

export type ReturnedItem = { orderItemId: number; name: string };

/**
 * Return Order: a return is asked for one item at a time (the API's rule), so an order of several items first
 * asks which; then one of the store's return reasons and an optional comment.
 */
export function ReturnOrderDialog({
  orderId,
  items,
  open,
  onClose,
  onReturned,
}: {
  orderId: string;
  items: OrderItem[];
  open: boolean;
  onClose: () => void;
  onReturned: (item: ReturnedItem) => void;
}) {
  const requestReturn = useRequestReturn(orderId);
  const [itemId, setItemId] = useState<number | null>(items.length === 1 ? items[0]!.orderItemId : null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [itemError, setItemError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setItemError(null);
    onClose();
  };
  const submit = () => {
    const item = items.find((i) => i.orderItemId === itemId);
    if (!item) return setItemError('Please choose the item to return');
    if (reasonId === null) return setError('Please choose a return reason');
    setError(null);
    requestReturn.mutate(
      { orderItemId: item.orderItemId, reasonId, comment },
      orderFormOutcome({
        successMessage: 'Return requested',
        reset: () => {
          onReturned({ orderItemId: item.orderItemId, name: item.name });
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
      title="Return Order"
      open={open}
      onClose={close}
      cancelLabel="Not Now"
      submitLabel="Request Return"
      pendingLabel="Requesting..."
      pending={requestReturn.isPending}
      onSubmit={submit}
    >
      {items.length === 1 ? (
        <p className="text-sm text-gray-700">
          Returning <span className="font-medium text-gray-900">{items[0]!.name}</span>
          {items[0]!.variantName && ` (${formatVariant(items[0]!.variantName)})`} from order #{orderId}.
        </p>
      ) : (
        <ChoiceGroup legend="Which item are you returning?" errorId="return-item-error" error={itemError}>
          <div className="space-y-2">
            {items.map((item) => (
              <ChoiceRow
                key={item.orderItemId}
                name="return-item"
                value={item.orderItemId}
                checked={itemId === item.orderItemId}
                onChoose={() => {
                  setItemId(item.orderItemId);
                  setItemError(null);
                }}
              >
                {item.name}
                {item.variantName && <span className="text-gray-600"> · {formatVariant(item.variantName)}</span>}
              </ChoiceRow>
            ))}
          </div>
        </ChoiceGroup>
      )}
      <ReasonPicker
        kind="return"
        legend="Why are you returning it?"
        value={reasonId}
        onChange={(id) => {
          setReasonId(id);
          setError(null);
        }}
        error={error}
      />
      <CommentField label="Comment (optional)" value={comment} onChange={setComment} maxLength={1000} />
    </OrderFormDialog>
  );
}
