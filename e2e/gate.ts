import type { Page } from 'playwright-core';

/**
 * Holds the page's requests matching `url` until `open()` is called, so a test can look at a loading state for
 * as long as it needs (no timing guesses); `failWith(status)` answers them with an error instead. The route
 * stays in place (removing it while a held request finishes makes Playwright handle that request twice).
 */
export async function gateRequests(page: Page, url: string | RegExp) {
  let release!: (how: 'continue' | number) => void;
  const opened = new Promise<'continue' | number>((resolve) => (release = resolve));
  const handler = async (route: import('playwright-core').Route) => {
    const how = await opened;
    if (how === 'continue') await route.continue();
    else
      await route.fulfill({
        status: how,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The service is unavailable' }),
      });
  };
  await page.route(url, handler);
  return {
    /** Lets the held requests, and every later one, through. */
    open: () => release('continue'),
    /** Answers the held requests, and every later one, with this error status. */
    failWith: (status: number) => release(status),
  };
}
