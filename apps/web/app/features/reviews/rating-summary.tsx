import type { ReviewSummary } from '@shringar/contracts/orders';
import { RATING_SCALE, Stars } from '~/ui/stars';

const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/** The average, the number of ratings and how many gave each of 5 to 1 stars, with bars to compare them. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { avgRating, count, histogram } = summary;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8" data-testid="rating-summary">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-gray-900">
          {avgRating.toFixed(1)}
          <span className="text-base font-medium text-gray-600"> out of {RATING_SCALE}</span>
        </p>
        <Stars rating={avgRating} size={18} />
        <p className="text-sm text-gray-700">{`Based on ${count.toLocaleString('en-IN')} ${count === 1 ? 'rating' : 'ratings'}`}</p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1.5" aria-label="Ratings by stars">
        {STAR_ROWS.map((stars) => {
          const n = histogram[stars];
          const percent = count > 0 ? Math.round((n * 100) / count) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-gray-700">
              <span className="w-12 shrink-0">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right">
                {n.toLocaleString('en-IN')} <span className="sr-only">{n === 1 ? 'rating' : 'ratings'}, </span>
                <span className="text-gray-500">({percent}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
