import type { FacetCounts, FacetValue } from '@shringar/contracts/facets';
import { useId, useState } from 'react';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { type FacetScope, useFacetCounts } from './api/facet-counts';
import {
  chosenCount,
  facetQuery,
  type FacetListGroup,
  type FacetState,
  NO_FACETS,
  toggleFacet,
} from './facet-url-state';

type PanelProps = {
  where: FacetScope;
  /** The listing's own filters (text, price range), which the counts apply as the listing does. */
  listing: { q: string; minPrice: string; maxPrice: string };
  facets: FacetState;
  onChange: (next: FacetState) => void;
};

/**
 * Facets with counts beside a listing: a column on a wide screen, a 'Filters' button opening a sheet on a phone.
 * Each group is a fieldset with its legend; each value a checkbox whose label says how many products it holds
 * with the other choices applied. The choice goes to the URL at once (the listing answers it).
 */
export function FacetPanel({ where, listing, facets, onChange }: PanelProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const counts = useFacetCounts(where, { ...listing, ...facetQuery(facets) });
  const chosen = chosenCount(facets);
  const groups = counts.data ? (
    <FacetGroups counts={counts.data} facets={facets} onChange={onChange} showBrands={where.scope !== 'brand'} />
  ) : null;
  return (
    <>
      <div className="mb-4 lg:hidden">
        <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          {chosen ? `Filters (${chosen})` : 'Filters'}
        </Button>
      </div>
      <aside aria-label="Filters" className="hidden lg:block">
        <h2 className="mb-2 text-base font-semibold text-gray-900">Filters</h2>
        {groups}
      </aside>
      <Dialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title="Filters"
        placement="right"
        footer={
          <div className="flex gap-3">
            <Button variant="secondary" onClick={() => onChange(NO_FACETS)} disabled={chosen === 0}>
              Clear
            </Button>
            <Button className="flex-1" onClick={() => setSheetOpen(false)}>
              {counts.data ? `Show ${counts.data.total} products` : 'Show products'}
            </Button>
          </div>
        }
      >
        {groups}
      </Dialog>
    </>
  );
}

function FacetGroups({
  counts,
  facets,
  onChange,
  showBrands,
}: {
  counts: FacetCounts;
  facets: FacetState;
  onChange: (next: FacetState) => void;
  showBrands: boolean;
}) {
  const list = (group: FacetListGroup, legend: string, values: FacetValue[]) =>
    values.length > 0 && (
      <FacetFieldset legend={legend}>
        {values.map((v) => (
          <FacetCheckbox
            key={v.value}
            label={v.label}
            count={v.count}
            swatch={v.swatch}
            checked={facets[group].includes(v.value)}
            onToggle={() => onChange(toggleFacet(facets, group, v.value))}
          />
        ))}
      </FacetFieldset>
    );
  const rating = counts.rating[0];
  const inStock = counts.inStock[0];
  return (
    <div className="space-y-4">
      {list('shade', 'Shade family', counts.shade)}
      {list('size', 'Size', counts.size)}
      {showBrands && list('brand', 'Brand', counts.brand)}
      {list('price', 'Price', counts.price)}
      {rating && (
        <FacetFieldset legend="Customer rating">
          <FacetCheckbox
            label={rating.label}
            count={rating.count}
            checked={facets.rating === rating.value}
            onToggle={() => onChange({ ...facets, rating: facets.rating ? '' : rating.value })}
          />
        </FacetFieldset>
      )}
      <FacetFieldset legend="Discount">
        {counts.discount.map((d) => (
          <FacetCheckbox
            key={d.value}
            label={d.label}
            count={d.count}
            checked={facets.discount === d.value}
            // One step at a time: ticking 25% replaces 10%.
            onToggle={() => onChange({ ...facets, discount: facets.discount === d.value ? '' : d.value })}
          />
        ))}
      </FacetFieldset>
      {inStock && (
        <FacetFieldset legend="Availability">
          <FacetCheckbox
            label={inStock.label}
            count={inStock.count}
            checked={facets.inStock}
            onToggle={() => onChange({ ...facets, inStock: !facets.inStock })}
          />
        </FacetFieldset>
      )}
    </div>
  );
}

function FacetFieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-gray-200 pt-3">
      <legend className="pr-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="mt-2 space-y-1">{children}</div>
    </fieldset>
  );
}

function FacetCheckbox({
  label,
  count,
  swatch,
  checked,
  onToggle,
}: {
  label: string;
  count: number;
  swatch?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  // A value with nothing left to add stays usable only to untick it.
  const disabled = count === 0 && !checked;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        className="size-4 rounded border-gray-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <label htmlFor={id} className={`flex items-center gap-2 text-sm ${disabled ? 'text-gray-500' : 'text-gray-800'}`}>
        {swatch && (
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded-full border border-gray-300"
            style={{ backgroundColor: swatch }}
          />
        )}
        <span>
          {label} <span className="text-gray-600">({count})</span>
        </span>
      </label>
    </div>
  );
}
