/** A promise React's `use` reads synchronously once it is marked fulfilled (its own thenable protocol). */
type Thenable = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export type Wake = {
  /** Fulfilled once the part is wanted and its code has loaded. */
  woken: Promise<void>;
  /** Starts watching the part's element and the page's input; returns what stops it. */
  watch: (element: Element) => () => void;
  /** The part has hydrated: the input held back meanwhile is handed to it. */
  hydrated: () => void;
};

/** A click, touch or key press: the shopper is here, so every waiting part wakes. */
export const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
/** Signs a part may soon be wanted: its code starts loading, nothing hydrates yet. */
export const INTENT_EVENTS = ['scroll', 'pointermove', 'focusin'] as const;
/**
 * Input on the part itself before it has hydrated (a click that woke it while its code was still on the way):
 * held back, then dispatched again once React is listening, so the shopper's first click or choice is not lost.
 */
export const HELD_EVENTS = ['click', 'change', 'input', 'submit'] as const;
/** How far below the viewport a part starts hydrating, so it is ready when it scrolls in. */
export const NEAR_VIEWPORT = '200px 0px';

/**
 * What wakes a part: coming near the viewport or the page's first input (a part below the fold); the first input
 * only (a part always in view whose code only matters once the shopper acts, such as the header's menus); or
 * nothing, at once (the same part when it has something to show straight away).
 */
export type WakeOn = 'near-viewport' | 'input' | 'now';

/**
 * What a shopper typed into a field before its part hydrated is in the field, but React, hydrating, took that text
 * as the value it had already seen, so the input event handed on afterwards would change nothing. Setting the
 * field's value through the element (which React's value tracker watches) and then the typed text back through
 * the prototype (which it does not) makes the event carry the text as new: onChange sees it.
 */
function letReactSeeTyping(target: EventTarget) {
  const field = target as Partial<HTMLInputElement>;
  if (typeof field.value !== 'string' || !('form' in field)) return;
  const typed = field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setValue) return;
  field.value = typed === '' ? ' ' : '';
  setValue.call(field, typed);
}

/**
 * When a deferred part of the page (ui/island.tsx) should hydrate: once it comes near the viewport or on the
 * page's first input, and only after its code (`load`) has arrived. Waking is synchronous when the code is
 * already there, so a first click on the part hydrates it inside that click's capture phase and React hands it the
 * click (React hydrates a boundary synchronously for a discrete event when it can). A code load that fails leaves
 * the part as the server rendered it: readable, its links plain links.
 */
export function whenWanted(
  load?: () => Promise<unknown>,
  target: Window & typeof globalThis = window,
  on: WakeOn = 'near-viewport',
): Wake {
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

  let isHydrated = false;
  const held: { type: string; target: EventTarget }[] = [];
  const hydrated = () => {
    isHydrated = true;
    for (const { type, target: t } of held.splice(0)) {
      if (type === 'input' || type === 'change') letReactSeeTyping(t);
      t.dispatchEvent(
        type === 'click'
          ? new MouseEvent(type, { bubbles: true, cancelable: true })
          : new Event(type, { bubbles: true, cancelable: true }),
      );
    }
  };

  const watch = (element: Element) => {
    const options = { capture: true, passive: true } as const;
    // On the window, in the capture phase: before React's own listener (on the document) sees the event.
    const hold = (event: Event) => {
      if (isHydrated || !(event.target instanceof Node) || !element.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push({ type: event.type, target: event.target });
      want();
    };
    for (const type of HELD_EVENTS) target.addEventListener(type, hold, { capture: true });
    for (const type of INPUT_EVENTS) target.addEventListener(type, want, options);
    for (const type of INTENT_EVENTS) target.addEventListener(type, fetchCode, options);
    // A navigation before the part has hydrated (the sign-in guard's redirect at load, say) changes the router's
    // state inside it, so React drops its server HTML and renders it afresh: waiting for input then would leave it
    // empty until the first press, which brings it back and moves the page under that press. The Navigation API
    // tells of every history change; a browser without it keeps the wait.
    const navigation = (target as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', want);
    const observer =
      on === 'near-viewport' && typeof target.IntersectionObserver === 'function'
        ? new target.IntersectionObserver(
            (entries: IntersectionObserverEntry[]) => entries.some((e) => e.isIntersecting) && want(),
            {
              rootMargin: NEAR_VIEWPORT,
            },
          )
        : null;
    if (observer) observer.observe(element);
    else if (on !== 'input') want();
    return () => {
      for (const type of HELD_EVENTS) target.removeEventListener(type, hold, { capture: true });
      for (const type of INPUT_EVENTS) target.removeEventListener(type, want, options);
      for (const type of INTENT_EVENTS) target.removeEventListener(type, fetchCode, options);
      navigation?.removeEventListener('navigate', want);
      observer?.disconnect();
    };
  };

  return { woken, watch, hydrated };
}
