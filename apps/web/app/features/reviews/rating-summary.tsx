import type { ReviewSummary } from '@shringar/contracts/orders';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { RATING_SCALE, Stars } from '~/ui/stars';
import { messages } from './messages';

const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/** The average, the number of ratings and how many gave each of 5 to 1 stars, with bars to compare them. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { avgRating, count, histogram } = summary;
  const t = useMessages(messages);
  const f = useFormat();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8" data-testid="rating-summary">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-gray-900">
          {avgRating.toFixed(1)}
          <span className="text-base font-medium text-gray-600">{t.outOf(RATING_SCALE)}</span>
        </p>
        <Stars rating={avgRating} size={18} />
        <p className="text-sm text-gray-700">{t.basedOn(f.number(count), count === 1)}</p>
      </div>
      <ul className="flex w-full max-w-sm flex-col gap-1.5" aria-label={t.byStars}>
        {STAR_ROWS.map((stars) => {
          const n = histogram[stars];
          const percent = count > 0 ? Math.round((n * 100) / count) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-gray-700">
              <span className="w-12 shrink-0">{t.stars(stars)}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right">
                {f.number(n)} <span className="sr-only">{t.ratingsWord(n === 1)}</span>
                <span className="text-gray-500">({percent}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
