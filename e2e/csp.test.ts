import { POLICY_IDS, storePaths } from '@shringar/contracts/store-paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage } from './browser';
import { stockedVariants, TEST_ADDRESS } from './order-setup';
import { waitForHydration } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every frame of the page records the CSP violations it sees (the listener is in place before any script). */
async function watchCsp(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.context().addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${location.pathname}`),
    );
  });
  return consoleErrors;
}

async function violationsIn(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames())
    all.push(...(await frame.evaluate(() => window.cspViolations ?? []).catch(() => [] as string[])));
  return all;
}

/** Opens a path and waits for React to hydrate it (not for every image: the policy is what is checked). */
async function open(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 90_000 });
  await waitForHydration(page, 90_000);
  return res;
}

/** The policy every storefront page answers with: a nonce for scripts, never 'unsafe-inline' ones; no framing. */
function expectStrictPolicy(csp: string | undefined) {
  expect(csp).toBeTruthy();
  const scripts = csp!.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
}

describe('a strict Content-Security-Policy on every page', { timeout: 180_000 }, () => {
  let browser: Browser;
  let token: string;
  let draftOrderId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [variant] = await stockedVariants(1, 11);
    token = await signInByApi(shopperPhone(97));
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant!.productId,
      variantId: variant!.variantId,
      quantity: 1,
    });
    const placed = await apiAs<{ orderId: string }>(token, 'POST', '/order/cart', {
      paymentMethods: ['ONLINE'],
      couponCode: '',
      addressId: address.id,
    });
    draftOrderId = placed.orderId;
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant!.productId,
      variantId: variant!.variantId,
      quantity: 1,
    });
  });
  afterAll(() => browser?.close());

  const storePages = [
    storePaths.home,
    storePaths.about,
    storePaths.contact,
    storePaths.category(1),
    storePaths.brand(1),
    storePaths.offer(1),
    storePaths.product(1),
    `${storePaths.search}?q=lipstick`,
    storePaths.policy(POLICY_IDS.privacy),
    storePaths.auth,
    '/no-such-page',
  ];

  describe('store pages', () => {
    let page: Page;
    let consoleErrors: string[];
    const nonces = new Set<string>();
    beforeAll(async () => {
      page = await openPage(browser, DESKTOP);
      consoleErrors = await watchCsp(page);
    });

    it.each(storePages)('%s loads with no violation', async (path) => {
      const res = await open(page, path);
      const csp = res?.headers()['content-security-policy'];
      expectStrictPolicy(csp);
      nonces.add(/'nonce-([^']+)'/.exec(csp!)![1]!);
      // Scroll so lazy images and the footer load too.
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
      expect(await violationsIn(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    it("each page has a nonce of its own, and a kept copy carries its render's nonce in the CSP and the body", async () => {
      // Kept pages are compressed once, so every copy of one render repeats its nonce (docs/security.md).
      expect(nonces.size).toBe(storePages.length);
      const res = await fetch(new URL(storePaths.about, baseUrl()));
      const again = await fetch(new URL(storePaths.about, baseUrl()));
      for (const answer of [res, again]) {
        const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy')!)![1]!;
        const body = await answer.text();
        expect(body).toContain(`nonce="${nonce}"`);
        expect(body.match(/nonce="([^"]+)"/g)!.every((n) => n === `nonce="${nonce}"`)).toBe(true);
      }
    });
  });

  it('account pages and the operator console load with no violation', async () => {
    const page = await openPage(browser, DESKTOP, { authToken: token });
    const consoleErrors = await watchCsp(page);
    const accountPages = [
      storePaths.checkout,
      storePaths.orders,
      storePaths.orderDetails(draftOrderId),
      storePaths.addressManagement,
      `${storePaths.orderSuccess}?orderId=${draftOrderId}`,
      `${storePaths.paymentFailed}?orderId=${draftOrderId}&reason=cancelled`,
      storePaths.profile,
      storePaths.wishlist,
      storePaths.wallet,
      storePaths.admin,
    ];
    for (const path of accountPages) {
      const res = await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 90_000 });
      expectStrictPolicy(res?.headers()['content-security-policy']);
      await page.locator('main').first().waitFor();
      await page.waitForTimeout(300);
      expect(await violationsIn(page), path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('the payment window opens inside the store page with no violation in either', async () => {
    const page = await openPage(browser, DESKTOP, { authToken: token });
    const consoleErrors = await watchCsp(page);
    await open(page, storePaths.orderDetails(draftOrderId));
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const gateway = page.frameLocator('iframe[title="Payment"]');
    await gateway.locator('button.pay').waitFor({ timeout: 30_000 });
    await expect.poll(() => gateway.locator('button.pay').isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await violationsIn(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the API documentation page runs under its own hashed policy with no violation', async () => {
    const page = await openPage(browser, DESKTOP);
    const consoleErrors = await watchCsp(page);
    const res = await page.goto(`${baseUrl()}/api/v4/docs`);
    expect(res?.headers()['content-security-policy']).toBeTruthy();
    await page.locator('.swagger-ui').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(await violationsIn(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
