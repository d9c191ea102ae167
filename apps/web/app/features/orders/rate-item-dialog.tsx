import type { OrderItem } from '@shringar/contracts/orders';
import { useEffect, useState } from 'react';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { Skeleton } from '~/ui/skeleton';
import { useMyReview, useRateItem } from './api/rate-item';
import { CommentField } from './comment-field';
import { OrderFormDialog, orderFormOutcome } from './order-form-dialog';
import { messages } from './messages';
import { formatVariant } from './order-format';
import { OrderItemImage } from './order-item-image';
import { StarRatingInput } from './star-rating-input';

/**
 * Rate an item of a delivered order: stars and an optional review, sent to the reviews API. Editing starts
 * from the review as saved (its stars and words).
 */
export function RateItemDialog({
  orderId,
  item,
  open,
  onClose,
}: {
  orderId: string;
  item: OrderItem;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages(messages);
  const errorText = useErrorMessage();
  const rate = useRateItem(orderId);
  const editing = item.user_rating > 0;
  const saved = useMyReview(item.orderItemId, open && editing);
  const [rating, setRating] = useState(item.user_rating);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const savedReview = saved.data;
  useEffect(() => {
    if (!savedReview) return;
    setRating(savedReview.rating);
    setComment(savedReview.comment ?? '');
  }, [savedReview]);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    if (rating < 1) return setError(t.chooseRating);
    setError(null);
    rate.mutate(
      { productId: item.productId, variantId: item.variantId, orderItemId: item.orderItemId, rating, comment },
      orderFormOutcome({
        successMessage: t.thanksRating,
        onClose,
        setError,
        describe: (err) => errorText(err, err.message),
      }),
    );
  };

  return (
    <OrderFormDialog
      title={t.rateThisItem}
      open={open}
      onClose={close}
      cancelLabel={t.notNow}
      submitLabel={t.submitRating}
      pendingLabel={t.submitting}
      pending={rate.isPending}
      onSubmit={submit}
    >
      <div className="flex items-center gap-3">
        <OrderItemImage src={item.imageUrl} className="size-14" />
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{item.name}</p>
          {item.variantName && <p className="text-sm text-gray-600">{formatVariant(item.variantName)}</p>}
        </div>
      </div>
      <StarRatingInput
        legend={t.yourRating}
        value={rating}
        onChange={(n) => {
          setRating(n);
          setError(null);
        }}
        error={error}
      />
      {editing && saved.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : (
        <CommentField
          label={t.yourReview}
          value={comment}
          onChange={setComment}
          maxLength={2000}
          placeholder={t.likeDislike}
        />
      )}
    </OrderFormDialog>
  );
}
