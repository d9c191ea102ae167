import type { Page } from 'playwright-core';

/**
 * Opens a path and waits until React has hydrated the page (its elements carry React's fiber keys) and run its
 * effects: the server-rendered HTML is visible before scroll listeners and click handlers are attached.
 */
export async function gotoHydrated(page: Page, path: string) {
  const res = await page.goto(path);
  await page.waitForFunction(
    () => {
      const el = document.querySelector('main');
      return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 45_000 },
  );
  await page.waitForTimeout(150);
  return res;
}

/** Waits for visible text (exact for strings). */
export const see = (page: Page, text: string | RegExp, timeout = 15_000) =>
  page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ state: 'visible', timeout });

/** Reads a JSON answer's data straight from the API. */
export async function apiData<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v4${path}`);
  return ((await res.json()) as { data: T }).data;
}
