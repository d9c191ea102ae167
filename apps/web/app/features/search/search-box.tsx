import { storePaths } from '@shringar/contracts/store-paths';
import { MIN_SUGGESTION_QUERY } from '@shringar/contracts/catalogue-constants';
import type { Suggestion } from '@shringar/contracts/catalogue';
import { Search } from '~/ui/icons';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { useSuggestions } from './api/search-suggestions';

/** Spec 9: suggestions wait 300 ms after the last key. */
export const SUGGESTION_DELAY_MS = 300;

/** Where a suggestion leads: its product, category or brand page. */
export const suggestionHref = (s: Suggestion) =>
  s.type === 'category' ? `/category/${s.id}` : s.type === 'brand' ? `/brand/${s.id}` : `/product/${s.id}`;

/**
 * The search input with its suggestion dropdown (an ARIA combobox with a listbox): suggestions after 300 ms
 * from 2 characters, at most 8, chosen by mouse or arrow keys and Enter. A blank query is not submitted.
 * By default a search opens /search?q=…; pass onSearch to handle it yourself (the search page keeps filters).
 */
export function SearchBox({
  initialQuery = '',
  onSearch,
  className = '',
}: {
  initialQuery?: string;
  onSearch?: (query: string) => void;
  className?: string;
}) {
  const t = useMessages(messages);
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useLocaleNavigate();
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useSuggestions(settled);
  const items =
    settled.length >= MIN_SUGGESTION_QUERY && text.trim().length >= MIN_SUGGESTION_QUERY
      ? (suggestions.data ?? [])
      : [];
  const expanded = open && items.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = text.trim();
    if (!q) return;
    close();
    if (onSearch) onSearch(q);
    else navigate(`${storePaths.search}?q=${encodeURIComponent(q)}`);
  };

  const choose = (s: Suggestion) => {
    close();
    navigate(suggestionHref(s));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      close();
    } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      choose(items[active]);
    }
  };

  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.boxLabel}
      </label>
      <div className="flex h-12 items-center rounded-xl border border-gray-300 bg-white focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600">
        <Search aria-hidden="true" className="ml-3 h-5 w-5 shrink-0 text-gray-500" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t.boxPlaceholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none"
        />
        <button
          type="submit"
          className="mr-1.5 h-9 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t.search}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          // Keys are handled by the combobox input (aria-activedescendant), so the option only needs the click.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${s.type}-${s.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            data-testid="search-suggestion"
            // Keep focus in the input so the click lands before the blur closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : 'hover:bg-gray-50'}`}
          >
            {s.productImage ? (
              <img
                src={s.productImage}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 rounded-md bg-gray-100 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-md bg-gray-100">
                <Search className="h-4 w-4 text-gray-400" />
              </span>
            )}
            <span className="min-w-0 flex-1 truncate text-sm text-gray-900">{s.name}</span>
            <span className="text-xs text-gray-500">{t.types[s.type] ?? s.type}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
