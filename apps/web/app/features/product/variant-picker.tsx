import type { Variant } from '@shringar/contracts/catalogue';
import { SIZE_SCALE } from '@shringar/contracts/option-scales';
import { ShadeSwatches } from './shade-swatches';
import { SizeOptions } from './size-options';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** How the variants are shown: as shades when each has a swatch, as sizes when each has a size or pack size. */
const optionKind = (variants: Variant[]) =>
  variants.every((v) => v.swatch) ? 'shade' : variants.every((v) => v.size || v.packSize) ? 'size' : null;

/** Variant indices in scale order (XS before S); pack sizes and equal ranks keep the catalogue's order. */
const scaleOrder = (variants: Variant[]) =>
  variants
    .map((v, i) => ({ i, rank: v.size ? (SIZE_SCALE as readonly string[]).indexOf(v.size) : -1 }))
    .sort((a, b) => (a.rank >= 0 && b.rank >= 0 ? a.rank - b.rank : 0))
    .map((x) => x.i);

/**
 * Spec 2 'Available Options (n options)': a list on phones, a grid on desktop; stock ≤ 0 cannot be picked.
 * Shades show as colour swatches and sizes in scale order (radio groups); other variants as named buttons.
 */
export function VariantPicker({
  variants,
  selected,
  onSelect,
}: {
  variants: Variant[];
  selected: number;
  onSelect: (i: number) => void;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const kind = optionKind(variants);
  const order = kind === 'size' ? scaleOrder(variants) : [];
  return (
    <section aria-labelledby="variant-picker-title" className="flex flex-col gap-3">
      <h2 id="variant-picker-title" className="text-sm font-semibold text-gray-900">
        {t.availableOptions(variants.length)}
      </h2>
      {kind === 'shade' ? (
        <ShadeSwatches variants={variants} selected={selected} onSelect={onSelect} labelledBy="variant-picker-title" />
      ) : kind === 'size' ? (
        <SizeOptions
          variants={order.map((i) => variants[i]!)}
          selected={order.indexOf(selected)}
          onSelect={(j) => onSelect(order[j]!)}
          labelledBy="variant-picker-title"
        />
      ) : (
        <ul className="flex flex-col gap-2 sm:grid sm:grid-cols-3">
          {variants.map((v, i) => {
            const out = v.variantStock <= 0;
            const active = i === selected;
            return (
              <li key={v.variantId}>
                <button
                  type="button"
                  disabled={out}
                  aria-pressed={active}
                  onClick={() => onSelect(i)}
                  data-testid="variant-option"
                  className={`flex w-full items-center justify-between gap-2 rounded-xl border px-3 py-2.5 text-left text-sm transition-colors sm:flex-col sm:items-start ${
                    active
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-gray-300 bg-white hover:border-brand-400'
                  } disabled:cursor-not-allowed disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-500`}
                >
                  <span className="font-medium">{v.variantName}</span>
                  <span className={out ? 'text-xs text-gray-500' : 'text-xs text-gray-700'}>
                    {out ? t.outOfStock : f.price(v.variantPrice)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
