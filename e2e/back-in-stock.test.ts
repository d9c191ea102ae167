import type { AdminProductView } from '@shringar/contracts/admin-products';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone } from './shopper';
import { signInThroughForm, storedToken } from './sign-in-form';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const run = Date.now().toString(36);
const PRODUCT = `Meenakari Jhumka ${run}`;

/** Calls the operator API as the signed-in staff member of the page (their session cookie), answering the data. */
async function asStaff<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`/api/v4/admin${p}`, {
        method: m,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, json: (await res.json()) as { message: string; data: unknown } };
    },
    [method, path, body] as const,
  );
  if (answer.status !== 200) throw new Error(`${method} /admin${path}: ${answer.status} ${answer.json.message}`);
  return answer.json.data as T;
}

type Notification = { title: string; body: string };
const alertsOf = async (token: string) =>
  (await apiAs<Notification[]>(token, 'GET', '/notifications')).filter((n) => n.title === `Back in stock: ${PRODUCT}`);

/**
 * 'Notify me' on a sold-out variant: the shopper (signed out, so sent to sign in and back) asks, the operator
 * restocks in the console, and the alert shows once in the shopper's notifications; a second restock sends none.
 * A reload before the restock still shows the request.
 * Phones 116..117.
 */
describe('back-in-stock alerts', () => {
  let browser: Browser;
  let operator: Page;
  /** The product this test adds; archived at the end so the category's listings are as other tests expect. */
  let created: number | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
    operator = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Ritu Sharma', 'catalogue');
    await acceptInvitation(operator, path, 'stock comes back');
    await see(operator, 'Hello, Ritu Sharma', 30_000);
  }, 120_000);
  afterAll(async () => {
    if (created !== null) await asStaff(operator, 'POST', `/products/${created}/status`, { isActive: false });
    await browser?.close();
  });

  /** The console's stock dialog: add (or take) units with a reason, as the operator does. */
  async function adjust(units: number, reason: string, now: number) {
    await operator.getByRole('button', { name: 'Adjust stock of Red' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Stock of Red' });
    await dialog.getByLabel('Units', { exact: true }).waitFor({ timeout: 30_000 });
    if (units < 0) await dialog.getByLabel('Take units away').check();
    await dialog.getByLabel('Units', { exact: true }).fill(String(Math.abs(units)));
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText(`now ${now}.`).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
  }

  it('the shopper asks on the product page, the operator restocks, and the alert arrives once', async () => {
    const categories = await asStaff<{ id: number }[]>(operator, 'GET', '/categories');
    const brands = await asStaff<{ id: number }[]>(operator, 'GET', '/brands');
    const product = await asStaff<AdminProductView>(operator, 'POST', '/products', {
      name: PRODUCT,
      slug: `meenakari-jhumka-${run}`,
      categoryId: categories[0]!.id,
      brandId: brands[0]!.id,
      hsnCode: '7117',
      gstRate: 3,
      variants: [
        {
          name: 'Red',
          sku: `MJ-${run}`,
          price: 649,
          basePrice: 799,
          stock: 0,
          deliveryType: 'Standard Delivery',
          warranty: 'No warranty',
        },
      ],
    });
    created = product.productId;

    // Signed out: Notify me sends the shopper to sign in, and back to the product.
    const shop = await openPage(browser, PHONE);
    await gotoHydrated(shop, `/product/${product.productId}`);
    await shop.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor({ timeout: 30_000 });
    await shop.getByTestId('add-to-cart').getByText('Out of Stock').waitFor();
    expect(await seriousA11yViolations(shop)).toEqual([]);
    await shop.getByRole('button', { name: 'Notify me' }).click();
    await shop.waitForURL('**/auth?redirectTo=*');
    await signInThroughForm(shop, shopperPhone(116));
    await shop.waitForURL(`**/product/${product.productId}`, { timeout: 30_000 });
    const token = (await storedToken(shop))!;

    await shop.getByRole('button', { name: 'Notify me' }).click();
    await shop.getByRole('status').filter({ hasText: 'We will let you know when it is back in stock' }).waitFor();
    expect(await seriousA11yViolations(shop)).toEqual([]);

    // A reload remembers it: once the shopper's waiting alerts have loaded, the page says so instead of offering
    // 'Notify me' again (the server's page, shared by every visitor, says nothing of it).
    await shop.reload();
    await shop.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor({ timeout: 30_000 });
    await shop.getByTestId('notify-me-saved').getByText('We will let you know when it is back in stock').waitFor();
    expect(await shop.getByRole('button', { name: 'Notify me' }).count()).toBe(0);
    const served = await (await fetch(new URL(`/product/${product.productId}`, shop.url()))).text();
    expect(served).toContain('data-testid="notify-me"');
    expect(served).not.toContain('notify-me-saved');

    // The operator restocks in the console.
    await gotoHydrated(operator, `/admin/products/${product.productId}`);
    await operator.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor({ timeout: 30_000 });
    await adjust(6, 'Received from supplier', 6);

    // The stock-alerts job queues it, the outbox job delivers it: the shopper's notifications show it.
    await expect.poll(async () => (await alertsOf(token)).length, { timeout: 45_000, interval: 1_000 }).toBe(1);
    await gotoHydrated(shop, '/notifications');
    const alert = shop.getByTestId('notification').filter({ hasText: `Back in stock: ${PRODUCT}` });
    await alert.first().waitFor({ timeout: 30_000 });
    expect(await alert.count()).toBe(1);
    expect(await alert.innerText()).toContain(`${PRODUCT} (Red) is back in stock.`);
    expect(await alert.innerText()).toContain(`/product/${product.productId}`);

    // Sold out and restocked again: the alert was sent; nothing new arrives (two job periods later).
    await adjust(-6, 'Stock-take', 0);
    await adjust(2, 'Received from supplier', 2);
    await new Promise((r) => setTimeout(r, 12_000));
    expect(await alertsOf(token)).toHaveLength(1);
    await shop.reload();
    await alert.first().waitFor({ timeout: 30_000 });
    expect(await alert.count()).toBe(1);
  }, 300_000);
});
