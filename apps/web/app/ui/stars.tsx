import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec: a 5-star scale; the rating is rounded to whole stars for display. */
export const RATING_SCALE = 5;

/** A five-point star in a 24-unit box. One small SVG for all five keeps catalogue pages light. */
const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z';

export function Stars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const t = useMessages(messages);
  const filled = Math.round(Math.max(0, Math.min(RATING_SCALE, rating)));
  return (
    <span className="inline-flex items-center gap-1">
      <svg
        role="img"
        aria-label={t.rated(rating, RATING_SCALE)}
        width={size * RATING_SCALE + (RATING_SCALE - 1) * 2}
        height={size}
        viewBox={`0 0 ${24 * RATING_SCALE + (RATING_SCALE - 1) * 4} 24`}
      >
        {Array.from({ length: RATING_SCALE }, (_, i) => (
          <path
            key={i}
            d={STAR}
            transform={`translate(${i * 28})`}
            className={i < filled ? 'fill-amber-400' : 'fill-gray-200'}
          />
        ))}
      </svg>
      {count !== undefined && <span className="text-xs text-gray-600">({count})</span>}
    </span>
  );
}
