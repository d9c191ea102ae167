import { type RefObject, useEffect, useRef } from 'react';

/** Spec 9: the category page loads more within 300 px of the bottom (of the product list). */
export const NEAR_BOTTOM_PX = 300;
/** Spec 9: the other listings watch a sentinel with a 200 px margin and a 0.1 threshold. */
export const OBSERVER_ROOT_MARGIN = '200px';
export const OBSERVER_THRESHOLD = 0.1;

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
    // Measured to the end of the list rather than of the document: the footer below is taller than 300 px on
    // phones, and the shopper should not have to scroll through it before more products come.
    const onScroll = () => {
      const end = sentinel.current?.getBoundingClientRect().top;
      if (end !== undefined && end - window.innerHeight <= NEAR_BOTTOM_PX) latest.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mode, sentinel]);

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
