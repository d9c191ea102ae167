import type { Review } from '@shringar/contracts/orders';
import { authPathFor } from '@shringar/contracts/store-paths';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useErrorMessage, useFormat, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { Stars } from '~/ui/stars';
import { useSignedIn } from '~/ui/use-signed-in';
import { useMarkHelpful } from './api/review-queries';
import { messages } from './messages';
import { ReportReview } from './report-review';
import { StoreReply } from './store-reply';

const REVIEW_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

/** One review: stars, the reviewer's short name, 'Verified purchase' (every review comes from a delivered order), the words and 'Helpful'. */
export function ReviewCard({ review }: { review: Review }) {
  const nameId = useId();
  const signedIn = useSignedIn();
  const navigate = useLocaleNavigate();
  const location = useLocation();
  const helpful = useMarkHelpful(String(review.productId));
  const [voted, setVoted] = useState(false);
  const t = useMessages(messages);
  const f = useFormat();
  const errorMessage = useErrorMessage();

  const vote = () => {
    if (!signedIn) {
      void navigate(authPathFor(location.pathname + location.search));
      return;
    }
    void helpful.mutate(review.id, {
      onSuccess: () => setVoted(true),
      onError: (err) => toast.error(errorMessage(err, t.voteFailed)),
    });
  };

  return (
    <li className="flex flex-col gap-2 border-b border-gray-100 py-4 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} size={16} />
        <span id={nameId} className="font-medium text-gray-900">
          {review.userName}
        </span>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t.verifiedPurchase}
        </span>
      </div>
      <p className="text-xs text-gray-600">
        <time dateTime={review.created_at}>{f.date(review.created_at, REVIEW_DATE)}</time>
        {review.variantName && <> · {review.variantName}</>}
      </p>
      {review.comment && <p className="whitespace-pre-line text-sm text-gray-800">{review.comment}</p>}
      {review.storeReply && <StoreReply reply={review.storeReply} />}
      <div className="flex flex-wrap items-start gap-2">
        {voted ? (
          <p className="inline-flex items-center gap-1 text-sm text-green-800" role="status">
            <ThumbsUp aria-hidden="true" className="size-4" />
            {t.thanksHelpful}
          </p>
        ) : (
          <button
            type="button"
            onClick={vote}
            disabled={helpful.isPending}
            aria-describedby={nameId}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-gray-300 px-3 text-sm text-gray-800 hover:border-brand-600 hover:text-brand-700 disabled:text-gray-400"
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            {t.helpful(review.helpfulCount)}
          </button>
        )}
        {signedIn && <ReportReview reviewId={review.id} reviewerNameId={nameId} />}
      </div>
    </li>
  );
}
