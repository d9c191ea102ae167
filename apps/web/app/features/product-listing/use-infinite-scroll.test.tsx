import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_BOTTOM_PX, useInfiniteScroll } from './use-infinite-scroll';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Where the list's end is, in px from the top of the viewport. */
let listEndTop = 0;

function Listing({ pages, onReach }: { pages: number; onReach: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll('near-bottom', sentinel, onReach, pages);
  return (
    <div
      ref={(el) => {
        sentinel.current = el;
        if (el) el.getBoundingClientRect = () => ({ top: listEndTop }) as DOMRect;
      }}
    />
  );
}

const container = document.createElement('div');
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

describe('useInfiniteScroll near the bottom', () => {
  it('asks for more on a scroll that brings the list’s end within reach, not when the page opens', () => {
    const onReach = vi.fn();
    listEndTop = window.innerHeight + NEAR_BOTTOM_PX - 10;
    act(() => root.render(<Listing pages={1} onReach={onReach} />));
    expect(onReach).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('asks again once a page is added if the end is still within reach, though no scroll follows', () => {
    const onReach = vi.fn();
    listEndTop = window.innerHeight + NEAR_BOTTOM_PX - 10;
    act(() => root.render(<Listing pages={1} onReach={onReach} />));
    act(() => root.render(<Listing pages={2} onReach={onReach} />));
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('waits for the shopper when the added page pushed the end out of reach', () => {
    const onReach = vi.fn();
    listEndTop = window.innerHeight + NEAR_BOTTOM_PX + 500;
    act(() => root.render(<Listing pages={1} onReach={onReach} />));
    act(() => root.render(<Listing pages={2} onReach={onReach} />));
    expect(onReach).not.toHaveBeenCalled();
  });
});
