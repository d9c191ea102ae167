import { MIN_SUGGESTION_QUERY } from '@shringar/contracts/catalogue-constants';
import type { Suggestion } from '@shringar/contracts/catalogue';
import { Search } from '~/ui/icons';
import { type KeyboardEvent, type Ref, useImperativeHandle, useLayoutEffect, useState } from 'react';
import { useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { suggestionMessages } from './suggestion-messages';
import { useSuggestions } from './api/search-suggestions';

/** Spec 9: suggestions wait 300 ms after the last key. */
export const SUGGESTION_DELAY_MS = 300;

/** Where a suggestion leads: its product, category or brand page. */
export const suggestionHref = (s: Suggestion) =>
  s.type === 'category' ? `/category/${s.id}` : s.type === 'brand' ? `/brand/${s.id}` : `/product/${s.id}`;

/** What the search box's input hands on to its suggestions (search-box.tsx). */
export type SuggestionsHandle = {
  /** Focused or typed in: the list shows again, nothing highlighted. */
  open: () => void;
  close: () => void;
  keyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
};

/** The combobox input's ARIA state, which the list decides and the box's input carries. */
export type ListAria = { expanded: boolean; activeId?: string };

/**
 * The search box's suggestions (an ARIA listbox's options): after 300 ms from 2 characters, at most 8, chosen by
 * mouse or arrow keys and Enter. Its own chunk, mounted inside the box's listbox once the shopper first focuses,
 * presses or types in the box: the text typed meanwhile is the box's, so nothing is lost.
 */
export function SuggestionList({
  ref,
  id,
  text,
  onAria,
}: {
  ref: Ref<SuggestionsHandle>;
  /** The box's useId: its input is `${id}-input`, the listbox `${id}-suggestions`. */
  id: string;
  text: string;
  onAria: (aria: ListAria) => void;
}) {
  const t = useMessages(suggestionMessages);
  const listId = `${id}-suggestions`;
  const navigate = useLocaleNavigate();
  // Mounted when the code arrives: open if the shopper is still in the box (as a focus would have made it).
  const [open, setOpen] = useState(() => document.activeElement?.id === `${id}-input`);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useSuggestions(settled, true);
  const items =
    settled.length >= MIN_SUGGESTION_QUERY && text.trim().length >= MIN_SUGGESTION_QUERY
      ? (suggestions.data ?? [])
      : [];
  const expanded = open && items.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  // Before paint, so the input's attributes change with the list they describe.
  useLayoutEffect(() => onAria({ expanded, activeId }), [expanded, activeId, onAria]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (s: Suggestion) => {
    close();
    navigate(suggestionHref(s));
  };

  useImperativeHandle(ref, () => ({
    open: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    keyDown: (e) => {
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
    },
  }));

  return items.map((s, i) => (
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
  ));
}
