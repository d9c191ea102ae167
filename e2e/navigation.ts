import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * A client-side navigation (as a Link click does): the route's clientLoader runs and the page's data is
 * fetched by the browser, so page.route() can make those API answers fail or wait.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => Boolean((window as any).__reactRouterDataRouter));
  await page.evaluate((p) => (window as any).__reactRouterDataRouter.navigate(p), path);
}

/** Calls the API directly (outside the browser) with an optional token; returns the envelope's data. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v4${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${json.message}`);
  return json.data;
}

/** Elements that stick out past the right edge of the viewport without a scrolling or clipping ancestor. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth <= window.innerWidth) return out;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right <= window.innerWidth + 1) continue;
      let clipped = false;
      for (let a = el.parentElement; a; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') {
          clipped = true;
          break;
        }
      if (!clipped)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 80)} → ${Math.round(r.right)}`,
        );
    }
    return out.length ? out.slice(0, 10) : [`scrollWidth ${document.documentElement.scrollWidth}`];
  });
}
