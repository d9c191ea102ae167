import type { OrderItem } from '@shringar/contracts/orders';
import { useEffect, useState } from 'react';
import { Skeleton } from '~/ui/skeleton';
import { useMyReview, useRateItem } from './api/rate-item';
import { CommentField } from './comment-field';
import { OrderFormDialog, orderFormOutcome } from './order-form-dialog';
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
    if (rating < 1) return setError('Please choose a rating from 1 to 5 stars');
    setError(null);
    rate.mutate(
      { productId: item.productId, variantId: item.variantId, orderItemId: item.orderItemId, rating, comment },
      orderFormOutcome({ successMessage: 'Thanks for rating this item!', onClose, setError }),
    );
  };

  return (
    <OrderFormDialog
      title="Rate This Item"
      open={open}
      onClose={close}
      cancelLabel="Not Now"
      submitLabel="Submit Rating"
      pendingLabel="Submitting..."
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
        legend="Your rating"
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
          label="Your review (optional)"
          value={comment}
          onChange={setComment}
          maxLength={2000}
          placeholder="What did you like or dislike?"
        />
      )}
    </OrderFormDialog>
  );
}
