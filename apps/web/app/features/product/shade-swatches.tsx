import type { Variant } from '@shringar/contracts/catalogue';
import { useState } from 'react';
import { useOptionRadios } from './option-radios';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * Shades as round colour chips: a list with each shade's name and price on phones, a grid of chips on desktop
 * with the chosen (or hovered) shade's name beside the heading. The name is each chip's accessible name.
 */
export function ShadeSwatches({
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
  const [hovered, setHovered] = useState<number | null>(null);
  const radio = useOptionRadios(variants.length, selected, (i) => variants[i]!.variantStock > 0, onSelect);
  const shown = variants[hovered ?? selected];
  return (
    <div className="flex flex-col gap-2">
      <p className="hidden text-sm text-gray-700 sm:block" aria-hidden="true" data-testid="shade-name">
        {t.shade} <span className="font-medium text-gray-900">{shown?.variantName}</span>
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3"
      >
        {variants.map((v, i) => {
          const out = v.variantStock <= 0;
          const active = i === selected;
          return (
            <button
              key={v.variantId}
              type="button"
              disabled={out}
              {...radio(i)}
              onMouseEnter={() => setHovered(i)}
              onMouseLeave={() => setHovered(null)}
              data-testid="variant-option"
              className={`group flex items-center gap-3 rounded-xl border px-3 py-2 text-left text-sm sm:rounded-full sm:border-0 sm:p-0.5 ${
                active ? 'border-brand-600 bg-brand-50 sm:bg-transparent' : 'border-gray-300 bg-white sm:bg-transparent'
              } disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-500 sm:disabled:bg-transparent`}
            >
              <span
                aria-hidden="true"
                className={`relative size-8 shrink-0 rounded-full border border-black/20 sm:size-9 ${
                  active
                    ? 'ring-2 ring-brand-600 ring-offset-2'
                    : 'group-hover:ring-2 group-hover:ring-gray-400 group-hover:ring-offset-2'
                } ${out ? 'opacity-40' : ''}`}
                style={{ backgroundColor: v.swatch ?? undefined }}
              >
                {out && <span className="absolute inset-0 m-auto h-px w-full rotate-45 bg-gray-700" />}
              </span>
              <span className="flex flex-1 items-center justify-between gap-2 sm:sr-only">
                <span className="font-medium">{v.variantName}</span>
                <span className={out ? 'text-xs text-gray-500' : 'text-xs text-gray-700'}>
                  {out ? t.outOfStock : f.price(v.variantPrice)}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
