/** Resolves after the event loop has polled for I/O once: the requests that arrived meanwhile are read first. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
