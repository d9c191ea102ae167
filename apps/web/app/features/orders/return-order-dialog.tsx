import type { OrderItem } from '@shringar/contracts/orders';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { useRequestReturn } from './api/request-return';
import { CommentField } from './comment-field';
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
  const formId = useId();
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
      {
        onSuccess: () => {
          toast.success('Return requested');
          onReturned({ orderItemId: item.orderItemId, name: item.name });
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
      title="Return Order"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Not Now
          </Button>
          <Button type="submit" form={formId} disabled={requestReturn.isPending}>
            {requestReturn.isPending ? 'Requesting...' : 'Request Return'}
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
        {items.length === 1 ? (
          <p className="text-sm text-gray-700">
            Returning <span className="font-medium text-gray-900">{items[0]!.name}</span>
            {items[0]!.variantName && ` (${formatVariant(items[0]!.variantName)})`} from order #{orderId}.
          </p>
        ) : (
          <fieldset aria-describedby={itemError ? 'return-item-error' : undefined}>
            <legend className="mb-2 text-sm font-medium text-gray-900">Which item are you returning?</legend>
            <div className="space-y-2">
              {items.map((item) => (
                <label
                  key={item.orderItemId}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                    itemId === item.orderItemId ? 'border-brand-600 bg-brand-50' : 'border-gray-200'
                  }`}
                >
                  <input
                    type="radio"
                    name="return-item"
                    value={item.orderItemId}
                    checked={itemId === item.orderItemId}
                    onChange={() => {
                      setItemId(item.orderItemId);
                      setItemError(null);
                    }}
                    className="size-4 accent-brand-600"
                  />
                  <span className="text-gray-900">
                    {item.name}
                    {item.variantName && <span className="text-gray-600"> · {formatVariant(item.variantName)}</span>}
                  </span>
                </label>
              ))}
            </div>
            {itemError && (
              <p id="return-item-error" className="mt-2 text-sm text-red-700">
                {itemError}
              </p>
            )}
          </fieldset>
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
      </form>
    </Dialog>
  );
}
