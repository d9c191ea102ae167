import type { Variant } from '@shringar/contracts/catalogue';
import { useOptionRadios } from './option-radios';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * Sizes (or pack sizes) as buttons in the order given (the picker sorts them on the scale): a list with each
 * size's price on phones, a grid of size buttons on desktop.
 */
export function SizeOptions({
  variants,
  selected,
  onSelect,
  labelledBy,
}: {
  variants: Variant[];
  selected: number;
  onSelect: (i: number) => void;
  labelledBy: string;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const radio = useOptionRadios(variants.length, selected, (i) => variants[i]!.variantStock > 0, onSelect);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-2 sm:grid sm:grid-cols-5">
      {variants.map((v, i) => {
        const out = v.variantStock <= 0;
        const active = i === selected;
        return (
          <button
            key={v.variantId}
            type="button"
            disabled={out}
            {...radio(i)}
            data-testid="variant-option"
            className={`flex items-center justify-between gap-2 rounded-xl border px-3 py-2.5 text-sm sm:flex-col sm:justify-center sm:gap-0.5 sm:px-2 ${
              active
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-gray-300 bg-white hover:border-brand-400'
            } disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-500 disabled:line-through`}
          >
            <span className="font-semibold">{v.size ?? v.packSize ?? v.variantName}</span>
            <span className={out ? 'text-xs text-gray-500' : 'text-xs text-gray-700'}>
              {out ? t.outOfStock : f.price(v.variantPrice)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
