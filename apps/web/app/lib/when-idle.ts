/** How long work waits for an idle moment at most, so a page that never goes quiet still gets it done. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` in a task of its own once the main thread has a quiet moment: work a page wants soon after it
 * hydrates, but not inside hydration's effects, where it would lengthen the one task they all run in (a slow
 * phone's long task). Browsers without requestIdleCallback get the next macrotask. Returns what cancels it.
 */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
