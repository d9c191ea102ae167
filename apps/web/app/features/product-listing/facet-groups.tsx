import type { FacetCounts, FacetValue } from '@shringar/contracts/facets';
import { FACET_PARAMS } from '@shringar/contracts/facet-values';
import { useId } from 'react';
import type { FacetChoice, FacetGroupName } from './listing-facets';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * A group's values as the panel lists them: a value that would show no products is left out (the API leaves out
 * shades, sizes, brands and bands with none; the rating, discount and stock values the same way here), unless it
 * is chosen, so the shopper can still untick it.
 */
export const shownValues = (counts: FacetCounts, chosen: FacetChoice, group: FacetGroupName): FacetValue[] =>
  counts[group].filter((v) => v.count > 0 || chosen[group].includes(v.value));

/**
 * The Filters panel's groups: each a fieldset of checkboxes whose labels carry the value and its count (how many
 * products the grid would show with it ticked too); shade families carry their swatch beside the name.
 */
export function FacetGroups({
  counts,
  chosen,
  busy,
  onToggle,
}: {
  counts: FacetCounts;
  chosen: FacetChoice;
  busy: boolean;
  onToggle: (group: FacetGroupName, value: string) => void;
}) {
  const t = useMessages(messages);
  const id = useId();
  return (
    <div className="flex flex-col gap-5" aria-busy={busy} data-testid="facet-groups">
      {FACET_PARAMS.map((group) => {
        const values = shownValues(counts, chosen, group);
        if (values.length === 0) return null;
        return (
          <fieldset key={group} className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-semibold text-gray-900">{t.facetTitles[group]}</legend>
            <ul className={group === 'shade' ? 'grid grid-cols-2 gap-1 lg:grid-cols-1' : 'flex flex-col gap-1'}>
              {values.map((v) => {
                const inputId = `${id}-${group}-${v.value}`;
                return (
                  <li key={v.value}>
                    <label
                      htmlFor={inputId}
                      className="flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-1 text-sm text-gray-800 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                    >
                      <input
                        id={inputId}
                        type="checkbox"
                        data-facet={group}
                        value={v.value}
                        checked={chosen[group].includes(v.value)}
                        onChange={() => onToggle(group, v.value)}
                        className="size-4 accent-brand-600"
                      />
                      {v.swatch && (
                        <span
                          aria-hidden="true"
                          className="size-5 shrink-0 rounded-full border border-gray-300"
                          style={{ backgroundColor: v.swatch }}
                        />
                      )}
                      <span className="flex-1">{t.facetValue(group, v.value, v.label)}</span>{' '}
                      <span className="text-xs text-gray-600">({v.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
