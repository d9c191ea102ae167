import { Star } from 'lucide-react';

/** Spec: a 5-star scale; the rating is rounded to whole stars for display. */
export const RATING_SCALE = 5;

export function Stars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const filled = Math.round(Math.max(0, Math.min(RATING_SCALE, rating)));
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={`Rated ${rating} out of ${RATING_SCALE}`} className="inline-flex">
        {Array.from({ length: RATING_SCALE }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            width={size}
            height={size}
            className={i < filled ? 'fill-amber-400 text-amber-400' : 'fill-gray-200 text-gray-200'}
          />
        ))}
      </span>
      {count !== undefined && <span className="text-xs text-gray-600">({count})</span>}
    </span>
  );
}
