import type { Variant } from '@shringar/contracts/catalogue';
import { formatRupees } from '@shringar/contracts/money';

/**
 * Spec 2 'Available Options (n options)': a list on phones, a grid on desktop; stock ≤ 0 cannot be picked. A
 * shade shows its swatch beside its name; sizes come in the order of the scale (the variants' own order).
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
  return (
    <section aria-labelledby="variant-picker-title" className="flex flex-col gap-3">
      <h2 id="variant-picker-title" className="text-sm font-semibold text-gray-900">
        Available Options ({variants.length} options)
      </h2>
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
                <span className="flex items-center gap-2 font-medium">
                  {v.swatch && (
                    <span
                      aria-hidden="true"
                      data-testid="variant-swatch"
                      className="inline-block size-5 shrink-0 rounded-full border border-gray-300"
                      style={{ backgroundColor: v.swatch }}
                    />
                  )}
                  {v.variantName}
                </span>
                <span className={out ? 'text-xs text-gray-500' : 'text-xs text-gray-700'}>
                  {out ? 'Out of stock' : formatRupees(v.variantPrice)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
