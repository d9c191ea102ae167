import { type RefObject, useEffect, useRef } from 'react';

/** Spec 9: the category page loads more within 300 px of the bottom (of the product list). */
export const NEAR_BOTTOM_PX = 300;
/** Spec 9: the other listings watch a sentinel with a 200 px margin and a 0.1 threshold. */
export const OBSERVER_ROOT_MARGIN = '200px';
export const OBSERVER_THRESHOLD = 0.1;

/**
 * Whether the end of the list is within NEAR_BOTTOM_PX below the viewport. Measured to the end of the list rather
 * than of the document: the footer below is taller than 300 px on phones, and the shopper should not have to
 * scroll through it before more products come.
 */
function nearListEnd(end: HTMLElement | null): boolean {
  return end !== null && end.getBoundingClientRect().top - window.innerHeight <= NEAR_BOTTOM_PX;
}

/**
 * Calls `onReach` when the shopper nears the end of the list: by the window's scroll position ('near-bottom',
 * the category page) or by a sentinel element coming into view ('sentinel'). The caller decides whether a
 * load is allowed (not while loading, not when no pages are left).
 */
export function useInfiniteScroll(
  mode: 'near-bottom' | 'sentinel',
  sentinel: RefObject<HTMLElement | null>,
  onReach: () => void,
  /** Changes when a page has been added: the sentinel is observed afresh in case it is still in view. */
  rearmKey: number,
) {
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });

  useEffect(() => {
    if (mode !== 'near-bottom') return;
    const onScroll = () => {
      if (nearListEnd(sentinel.current)) latest.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mode, sentinel]);

  // A page just added can leave the list's end still within reach: on a tall screen, or when the shopper's last
  // scroll came while the page was loading (and was ignored) and they have stopped at the bottom, where no scroll
  // event comes again. Checked once more after each page, as the sentinel is observed afresh.
  // Not on the first render: opening the page asks for nothing until the shopper scrolls.
  const firstKey = useRef(rearmKey);
  useEffect(() => {
    if (mode === 'near-bottom' && rearmKey !== firstKey.current && nearListEnd(sentinel.current)) latest.current();
  }, [mode, sentinel, rearmKey]);

  useEffect(() => {
    const el = sentinel.current;
    if (mode !== 'sentinel' || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: OBSERVER_ROOT_MARGIN, threshold: OBSERVER_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [mode, sentinel, rearmKey]);
}
