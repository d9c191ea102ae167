import type { CSSProperties } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec: a 5-star scale; the rating is rounded to whole stars for display. */
export const RATING_SCALE = 5;

/** A star is 24 units wide and followed by a 4-unit gap (app.css `.rating-stars` draws the row in these units). */
const STAR = 24;
const TILE = 28;
const ROW = RATING_SCALE * TILE - (TILE - STAR);

/**
 * The row of stars is one element: app.css masks five stars out of a fill that is amber up to the rating and grey
 * after it. A card used to carry an SVG of five paths; with 24-42 cards a page, that was 120-250 elements and
 * ~25 kB of markup for the phone to parse, style and paint.
 */
export function Stars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const t = useMessages(messages);
  const filled = Math.round(Math.max(0, Math.min(RATING_SCALE, rating)));
  // The fill turns grey in the middle of the gap after the last filled star.
  const edge = filled === 0 ? 0 : ((filled * TILE - (TILE - STAR) / 2) / ROW) * 100;
  const style = { height: size, '--rating-filled': `${edge.toFixed(2)}%` } as CSSProperties;
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={t.rated(rating, RATING_SCALE)} className="rating-stars" style={style} />
      {count !== undefined && <span className="text-xs text-gray-600">({count})</span>}
    </span>
  );
}
