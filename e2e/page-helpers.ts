import { storePaths } from '@shringar/contracts/store-paths';
import type { Page } from 'playwright-core';

/**
 * Opens a path and waits until React has hydrated the page and run its first effects (the root layout marks
 * `<html data-hydrated>` last): the server-rendered HTML is visible before scroll listeners and click handlers
 * are attached.
 */
export async function gotoHydrated(page: Page, path: string) {
  const res = await page.goto(path);
  await waitForHydration(page);
  return res;
}

/** Waits for the root layout's hydration mark on the page now open. */
export async function waitForHydration(page: Page, timeout = 45_000) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}

/**
 * Follows a page's API calls from now on: `quiet()` resolves once none has been in flight for `quietMs`, i.e. what
 * the page asks on opening (a signed-in header's counts, the shopper's own flags) has been answered. The code
 * chunks it loads count too: a part that hydrates once its chunk arrives (the signed-in header, then the query
 * runtime it loads) calls the API only after that, which on a loaded machine can be more than `quietMs` after the
 * page's last call.
 */
export function followApiCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') || (pathname.startsWith('/assets/') && pathname.endsWith('.js'));
  };
  const settle = (request: { url: () => string }) => {
    if (!isApi(request.url())) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`API calls still in flight after ${timeoutMs} ms: ${inFlight}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Waits for visible text (exact for strings); when it never shows, the error says what the page showed instead. */
export async function see(page: Page, text: string | RegExp, timeout = 15_000) {
  try {
    await page
      .getByText(text, { exact: typeof text === 'string' })
      .first()
      .waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shown = await page
      .evaluate(() => `${document.title} | ${document.body?.innerText.replace(/\s+/g, ' ').slice(0, 400)}`)
      .catch((e: unknown) => `(unreadable: ${String(e)})`);
    throw new Error(`${String(error)}\nThe page at ${page.url()} showed: ${shown}`, { cause: error });
  }
}

/** Reads a JSON answer's data straight from the API. */
export async function apiData<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v4${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** Home, a category and a product of it: the store's main server-rendered pages, found through the API. */
export async function storePagePaths(baseUrl: string): Promise<string[]> {
  const categories = await apiData<{ categoryId: number }[]>(baseUrl, '/category/');
  const categoryId = categories[0]!.categoryId;
  const list = await apiData<{ items: { productId: number }[] }>(
    baseUrl,
    `/products/category/${categoryId}/?itemsPerPage=1`,
  );
  return [storePaths.home, storePaths.category(categoryId), storePaths.product(list.items[0]!.productId)];
}
