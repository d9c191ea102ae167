import { Search } from '~/ui/icons';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import type { ListAria, SuggestionList, SuggestionsHandle } from './suggestion-list';

// The suggestions (their list, keys and debounced request) are not needed until the shopper is in the box: their
// code is fetched on the first focus, press or key there, well before a suggestion request (300 ms) could answer.
const loadSuggestions = () => import('./suggestion-list');

/**
 * The search input with its suggestion dropdown (an ARIA combobox with a listbox; the suggestions themselves are
 * suggestion-list.tsx, loaded once the box is used). A blank query is not submitted; a typed one goes to
 * onSearch (the search page's, which keeps the filters: it is the box's only place, so there is no other default).
 */
export function SearchBox({
  initialQuery = '',
  onSearch,
  className = '',
}: {
  initialQuery?: string;
  onSearch: (query: string) => void;
  className?: string;
}) {
  const t = useMessages(messages);
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(initialQuery);
  // Until their code is here the box is a plain search field; what is typed meanwhile is kept in `text`.
  const [List, setList] = useState<typeof SuggestionList | null>(null);
  const [aria, setAria] = useState<ListAria>({ expanded: false });
  const list = useRef<SuggestionsHandle>(null);
  const want = () => {
    // A failed load leaves the plain field, which still searches.
    if (!List)
      loadSuggestions().then(
        (m) => setList(() => m.SuggestionList),
        () => {},
      );
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = text.trim();
    if (!q) return;
    list.current?.close();
    onSearch(q);
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
          aria-expanded={aria.expanded}
          aria-controls={listId}
          aria-activedescendant={aria.activeId}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t.boxPlaceholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            want();
            list.current?.open();
          }}
          onPointerDown={want}
          onFocus={() => {
            want();
            list.current?.open();
          }}
          onBlur={() => list.current?.close()}
          onKeyDown={(e) => list.current?.keyDown(e)}
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
        hidden={!aria.expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {List && <List ref={list} id={id} text={text} onAria={setAria} />}
      </ul>
    </form>
  );
}
