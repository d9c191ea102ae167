import type { OrderItem } from '@shringar/contracts/orders';
import { RETURN_PHOTO_MESSAGES } from '@shringar/contracts/return-rules';
import { useState } from 'react';
import { ApiError } from '~/lib/api-error';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { useRequestReturn } from './api/request-return';
import { ChoiceGroup, ChoiceRow } from './choice-group';
import { CommentField } from './comment-field';
import { OrderFormDialog, orderFormOutcome } from './order-form-dialog';
import { messages } from './messages';
import { formatVariant } from './order-format';
import { ReasonPicker } from './reason-picker';
import { ReturnPhotosField } from './return-photos-field';

export type ReturnedItem = { orderItemId: number; name: string };

/**
 * Return Order: a return is asked for one item at a time (the API's rule), so an order of several items first
 * asks which; then one of the store's return reasons (a hygiene item: only damaged, defective or wrong), photos
 * (at least one for those reasons) and an optional comment.
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
  const t = useMessages(messages);
  const errorText = useErrorMessage();
  const requestReturn = useRequestReturn(orderId);
  const [itemId, setItemId] = useState<number | null>(items.length === 1 ? items[0]!.orderItemId : null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [needsPhoto, setNeedsPhoto] = useState(false);
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [itemError, setItemError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = items.find((i) => i.orderItemId === itemId);

  const close = () => {
    setError(null);
    setItemError(null);
    setPhotoError(null);
    onClose();
  };
  const submit = () => {
    const item = chosen;
    if (!item) return setItemError(t.chooseReturnItem);
    if (reasonId === null) return setError(t.chooseReturnReason);
    if (needsPhoto && photos.length === 0) return setPhotoError(RETURN_PHOTO_MESSAGES.REQUIRED);
    setError(null);
    setPhotoError(null);
    const outcome = orderFormOutcome({
      successMessage: t.returnRequestedToast,
      reset: () => {
        onReturned({ orderItemId: item.orderItemId, name: item.name });
        setReasonId(null);
        setNeedsPhoto(false);
        setComment('');
        setPhotos([]);
      },
      onClose,
      setError,
    });
    requestReturn.mutate(
      { orderItemId: item.orderItemId, reasonId, comment, photos },
      {
        ...outcome,
        // The server's word on the photos goes beside the photos; anything else beside the reasons.
        onError: (err) =>
          err instanceof ApiError && err.fieldErrors?.[0]?.field === 'photos'
            ? setPhotoError(errorText(err, err.message))
            : setError(errorText(err, err.message)),
      },
    );
  };

  return (
    <OrderFormDialog
      title={t.returnOrderTitle}
      open={open}
      onClose={close}
      cancelLabel={t.notNow}
      submitLabel={t.requestReturn}
      pendingLabel={t.requesting}
      pending={requestReturn.isPending}
      onSubmit={submit}
    >
      {items.length === 1 ? (
        <p className="text-sm text-gray-700">
          {t.returning}
          <span className="font-medium text-gray-900">{items[0]!.name}</span>
          {items[0]!.variantName && ` (${formatVariant(items[0]!.variantName)})`}
          {t.fromOrder(orderId)}
        </p>
      ) : (
        <ChoiceGroup legend={t.whichItem} errorId="return-item-error" error={itemError}>
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
                  // A hygiene item offers fewer reasons: a reason chosen for another item may not be among them.
                  setReasonId(null);
                  setNeedsPhoto(false);
                }}
              >
                {item.name}
                {item.variantName && <span className="text-gray-600"> · {formatVariant(item.variantName)}</span>}
              </ChoiceRow>
            ))}
          </div>
        </ChoiceGroup>
      )}
      {chosen?.returnFaultOnly && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="return-rule">
          {t.sentence(chosen.returnNote)}
        </p>
      )}
      <ReasonPicker
        kind="return"
        legend={t.whyReturn}
        value={reasonId}
        only={chosen?.returnFaultOnly ? (reason) => reason.isProductFault : undefined}
        onChange={(id, reason) => {
          setReasonId(id);
          setNeedsPhoto(reason.isProductFault);
          setError(null);
          if (!reason.isProductFault) setPhotoError(null);
        }}
        error={error}
      />
      <ReturnPhotosField
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          if (next.length) setPhotoError(null);
        }}
        required={needsPhoto}
        error={photoError}
        onProblem={setPhotoError}
      />
      <CommentField label={t.commentOptional} value={comment} onChange={setComment} maxLength={1000} />
    </OrderFormDialog>
  );
}
