import { adminPickProducts } from '@shringar/contracts/endpoints/admin-merchandising';
import type { ProductPick } from '@shringar/contracts/merchandising';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { adminCall } from '../kit/api/admin-request';
import { ProductLine } from './product-line';

const DEBOUNCE_MS = 200;

/**
 * Search-as-you-type for a product (the ARIA combobox pattern): type, move through the matches with the arrow
 * keys, Enter adds the highlighted one, Escape closes the list. Products already chosen are left out.
 */
export function ProductPicker({
  label,
  chosen,
  onPick,
}: {
  label: string;
  chosen: readonly number[];
  onPick: (product: ProductPick) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<ProductPick[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState('');

  // The chosen ids as text: a parent's new array with the same ids must not search again.
  const chosenKey = chosen.join(',');
  useEffect(() => {
    const taken = new Set(chosenKey.split(',').filter(Boolean).map(Number));
    const q = text.trim();
    if (!q) {
      setMatches([]);
      setStatus('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminCall(adminPickProducts, { query: { q } }, controller.signal)
        .then((found) => {
          const left = found.filter((p) => !taken.has(p.productId));
          setMatches(left);
          setActive(0);
          setOpen(true);
          setStatus(left.length ? `${left.length} product${left.length === 1 ? '' : 's'} found` : 'No products found');
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('Products could not be searched. Try again.');
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, chosenKey]);

  function pick(product: ProductPick) {
    onPick(product);
    setText('');
    setMatches([]);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const expanded = open && matches.length > 0;
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder="Type a product, brand or category"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="h-10 rounded-lg border border-gray-400 bg-white px-3 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={`${label}: matches`}
        hidden={!expanded}
        className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white shadow-lg"
      >
        {matches.map((product, i) => (
          <li
            key={product.productId}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(product);
            }}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''}`}
          >
            <ProductLine product={product} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
