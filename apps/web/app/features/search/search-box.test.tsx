import type { Suggestion } from '@shringar/contracts/catalogue';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SUGGESTIONS: Suggestion[] = [
  { type: 'product', id: 7, name: 'Ruby Lipstick', productImage: '' },
  { type: 'brand', id: 3, name: 'Lakme', productImage: '' },
];

// The answer for any text of 2 characters or more, as the API would give it.
const asked: string[] = [];
vi.mock('./api/search-suggestions', () => ({
  useSuggestions: (query: string, wanted: boolean) => {
    if (wanted && query.length >= 2) asked.push(query);
    return { data: wanted && query.length >= 2 ? SUGGESTIONS : undefined };
  },
}));

describe('SearchBox', () => {
  let container: HTMLDivElement;
  let root: Root;
  const searched: string[] = [];

  const box = () => <SearchBox initialQuery="" onSearch={(q) => searched.push(q)} />;
  const input = () => container.querySelector('input')!;
  const options = () => [...container.querySelectorAll('[role="option"]')];
  const type = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const key = (k: string) =>
    act(() => input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
  // The suggestions' chunk (a dynamic import) and React's updates after it.
  const settle = () => act(async () => void (await import('./suggestion-list')));

  beforeEach(() => {
    asked.length = 0;
    searched.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const router = createMemoryRouter([{ path: '*', element: box() }]);
    act(() => root.render(<RouterProvider router={router} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('renders on the server as a combobox with its empty, hidden listbox, asking for nothing', () => {
    const router = createMemoryRouter([{ path: '*', element: box() }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toMatch(/role="combobox"[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+-suggestions"/);
    expect(html).toMatch(/<ul id="[^"]+-suggestions" role="listbox" aria-label="Search suggestions" hidden=""/);
    expect(html).not.toContain('role="option"');
    expect(asked).toEqual([]);
  });

  it('keeps what is typed before the suggestions have loaded, then suggests for it', async () => {
    act(() => input().focus());
    type('li');
    expect(input().value).toBe('li');
    await settle();
    expect(options().map((o) => o.textContent)).toEqual(['Ruby LipstickProduct', 'LakmeBrand']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[role="listbox"]')!.hasAttribute('hidden')).toBe(false);
    expect(asked).toContain('li');
  });

  it('moves through the options with the arrow keys and closes on Escape', async () => {
    act(() => input().focus());
    await settle();
    type('lip');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    const [first, second] = options();
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(second!.id);
    key('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(first!.id);
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(container.querySelector('[role="listbox"]')!.hasAttribute('hidden')).toBe(true);
  });

  it('submits a typed query, not a blank one, whether or not the suggestions have loaded', () => {
    type('   ');
    act(() => container.querySelector('form')!.requestSubmit());
    type(' jhumka ');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(searched).toEqual(['jhumka']);
  });
});
