import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { RATING_SCALE } from '~/ui/stars';
import { messages } from './messages';

/**
 * Stars to choose a rating from: a native radio group underneath, so Tab reaches it and the arrow keys change
 * it, and each choice is announced as 'n stars'.
 */
export function StarRatingInput({
  value,
  onChange,
  legend,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  error?: string | null;
}) {
  const t = useMessages(messages);
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-900">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)} data-testid="star-rating-input">
        {Array.from({ length: RATING_SCALE }, (_, i) => i + 1).map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-0.5" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">{t.stars(n)}</span>
            <Star
              aria-hidden="true"
              className={`size-9 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
                n <= shown ? 'fill-amber-400 text-amber-500' : 'text-gray-400'
              }`}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-700" aria-hidden="true">
          {value > 0 ? `${value}/${RATING_SCALE}` : ''}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
