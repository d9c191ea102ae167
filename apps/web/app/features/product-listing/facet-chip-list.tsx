import type { FacetCounts } from '@shringar/contracts/facets';
import { FACET_PARAMS, PRICE_BANDS } from '@shringar/contracts/facet-values';
import { X } from '~/ui/icons';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import type { FacetChoice, FacetGroupName } from './listing-facets';

type Texts = (typeof messages)['en'];

/** A chosen value's label: from the counts (a brand's name), else the value itself ('XL', 'Reds'). */
function labelOf(counts: FacetCounts | null, group: FacetGroupName, value: string, t: Texts): string {
  const known = counts?.[group].find((v) => v.value === value)?.label;
  if (known) return t.facetValue(group, value, known);
  if (group === 'price') return t.facetValue(group, value, PRICE_BANDS.find((b) => b.key === value)?.label ?? value);
  if (group === 'inStock') return t.facetValue(group, value, 'In stock only');
  if (group === 'discount') return t.facetValue(group, value, `${value}% off or more`);
  if (group === 'rating') return t.facetValue(group, value, `${value}★ & up`);
  return value;
}

/** The chosen facets as chips, each removed by its ×, and 'Clear all' (facet-chips.tsx loads it once one is chosen). */
export function FacetChipList({
  chosen,
  counts,
  onRemove,
  onClearAll,
}: {
  chosen: FacetChoice;
  counts: FacetCounts | null;
  onRemove: (group: FacetGroupName, value: string) => void;
  onClearAll: () => void;
}) {
  const chips = FACET_PARAMS.flatMap((group) => chosen[group].map((value) => ({ group, value })));
  const t = useMessages(messages);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t.chosenFilters} className="flex flex-wrap gap-2">
        {chips.map(({ group, value }) => {
          const label = labelOf(counts, group, value, t);
          return (
            <li key={`${group}-${value}`}>
              <button
                type="button"
                onClick={() => onRemove(group, value)}
                aria-label={t.removeFilter(t.facetTitles[group], label)}
                className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm text-brand-800 hover:bg-brand-100"
              >
                <span>
                  {t.facetTitles[group]}: {label}
                </span>
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="h-8 rounded-full px-3 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t.clearAll}
      </button>
    </div>
  );
}
