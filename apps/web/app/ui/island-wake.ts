/** A promise React's `use` reads synchronously once it is marked fulfilled (its own thenable protocol). */
type Thenable = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export type Wake = {
  /** Fulfilled once the part is wanted and its code has loaded. */
  woken: Promise<void>;
  /** Starts watching the part's element and the page's input; returns what stops it. */
  watch: (element: Element) => () => void;
};

/** A click, touch or key press: the shopper is here, so every waiting part wakes. */
export const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
/** Signs a part may soon be wanted: its code starts loading, nothing hydrates yet. */
export const INTENT_EVENTS = ['scroll', 'pointermove', 'focusin'] as const;
/** How far below the viewport a part starts hydrating, so it is ready when it scrolls in. */
export const NEAR_VIEWPORT = '200px 0px';

/**
 * When a deferred part of the page (ui/island.tsx) should hydrate: once it comes near the viewport or on the
 * page's first input, and only after its code (`load`) has arrived. Waking is synchronous when the code is
 * already there, so a first click on the part hydrates it inside that click's capture phase and React hands it the
 * click (React hydrates a boundary synchronously for a discrete event when it can). A code load that fails leaves
 * the part as the server rendered it: readable, its links plain links.
 */
export function whenWanted(load?: () => Promise<unknown>, target: Window & typeof globalThis = window): Wake {
  let resolve!: () => void;
  const woken: Thenable = new Promise<void>((r) => (resolve = r));
  let loaded = !load;
  let loading = false;
  let wanted = false;

  const open = () => {
    if (woken.status === 'fulfilled') return;
    woken.status = 'fulfilled';
    woken.value = undefined;
    resolve();
  };
  const fetchCode = () => {
    if (loaded || loading || !load) return;
    loading = true;
    load().then(
      () => {
        loaded = true;
        if (wanted) open();
      },
      () => {},
    );
  };
  const want = () => {
    wanted = true;
    fetchCode();
    if (loaded) open();
  };

  const watch = (element: Element) => {
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) target.addEventListener(type, want, options);
    for (const type of INTENT_EVENTS) target.addEventListener(type, fetchCode, options);
    const observer =
      typeof target.IntersectionObserver === 'function'
        ? new target.IntersectionObserver(
            (entries: IntersectionObserverEntry[]) => entries.some((e) => e.isIntersecting) && want(),
            {
              rootMargin: NEAR_VIEWPORT,
            },
          )
        : null;
    if (observer) observer.observe(element);
    else want();
    return () => {
      for (const type of INPUT_EVENTS) target.removeEventListener(type, want, options);
      for (const type of INTENT_EVENTS) target.removeEventListener(type, fetchCode, options);
      observer?.disconnect();
    };
  };

  return { woken, watch };
}
