import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, seriousA11yViolations } from './browser';
import { gotoHydrated, see } from './page-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

/**
 * Leaving an edit form with unsaved changes asks first (products, settings, policies, and the lists edited in
 * place: brands, categories, banners, offers, coupons, FAQs): Stay keeps the typing, Leave goes on and drops
 * it. Nothing here is saved, so the shared store is left as it was.
 */
describe('operator console: unsaved changes', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    await acceptInvitation(page, await inviteByOwner(staffEmail('owner'), 'Kavya Rao', 'owner'), 'ask before leaving');
    await see(page, 'Hello, Kavya Rao', 30_000);
  }, 150_000);
  afterAll(() => browser?.close());

  const dialog = () => page.getByRole('dialog', { name: 'Leave without saving?' });

  /** Types into the form, tries to leave by `leave`, stays, then leaves for good and lands on `landing`. */
  async function asksBeforeLeaving(field: string, typed: string, leave: () => Promise<void>, landing: RegExp) {
    const input = page.getByLabel(field, { exact: true });
    await input.fill(typed);
    const here = page.url();
    await leave();
    await dialog().waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Stay and keep editing' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(page.url()).toBe(here);
    expect(await input.inputValue()).toBe(typed);

    await leave();
    await dialog().getByRole('button', { name: 'Leave and lose changes' }).click();
    await page.waitForURL(landing, { timeout: 15_000 });
  }

  it('asks on a product, and lets an untouched one go without asking', async () => {
    const productId = await page.evaluate(
      async () =>
        ((await (await fetch('/api/v4/admin/products')).json()) as { data: { items: { productId: number }[] } }).data
          .items[0]!.productId,
    );
    await gotoHydrated(page, `/admin/products/${productId}`);
    await page.getByRole('link', { name: 'All products' }).waitFor({ timeout: 30_000 });
    const allProducts = () => page.getByRole('link', { name: 'All products' }).click();
    await asksBeforeLeaving('Name', 'A name never saved', allProducts, /\/admin\/products$/);

    await gotoHydrated(page, `/admin/products/${productId}`);
    await page.getByRole('link', { name: 'All products' }).click();
    await page.waitForURL(/\/admin\/products$/, { timeout: 15_000 });
    expect(await dialog().isVisible()).toBe(false);
  });

  it('asks on the settings', async () => {
    await gotoHydrated(page, '/admin/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 30_000 });
    const overview = () =>
      page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Overview' }).click();
    await asksBeforeLeaving('Delivery charge (₹)', '77', overview, /\/admin$/);
  });

  it('asks on a policy', async () => {
    await gotoHydrated(page, '/admin/policies');
    const firstPolicy = page.locator('a[href^="/admin/policies/"]').first();
    await firstPolicy.waitFor({ timeout: 30_000 });
    await firstPolicy.click();
    await page.getByRole('heading', { name: /^Edit / }).waitFor({ timeout: 30_000 });
    const breadcrumb = () =>
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Policies' }).click();
    await asksBeforeLeaving('Title', 'A title never saved', breadcrumb, /\/admin\/policies$/);
  });

  it('asks on a list edited in place: Cancel, another row and another page drop the typing', async () => {
    await gotoHydrated(page, '/admin/brands');
    const edits = page.getByRole('link', { name: /^Edit / });
    await edits.first().waitFor({ timeout: 30_000 });
    expect(await edits.count()).toBeGreaterThan(1);
    // The URL changes before the list's form shows the row (the router renders in a transition): typing goes
    // in once the form's heading names the row, as an operator's would.
    const editFormOf = async (row: number) =>
      page
        .getByRole('heading', { name: (await edits.nth(row).textContent())!.trim(), exact: true })
        .waitFor({ timeout: 15_000 });
    await edits.first().click();
    await page.waitForURL(/\/admin\/brands\?edit=\d+$/);
    await editFormOf(0);
    const cancel = () => page.getByRole('link', { name: 'Cancel' }).click();
    await asksBeforeLeaving('Name', 'A brand never saved', cancel, /\/admin\/brands$/);
    await page.getByRole('heading', { name: 'Add a brand' }).waitFor();

    await edits.first().click();
    await editFormOf(0);
    const otherRow = () => edits.nth(1).click();
    await asksBeforeLeaving('Name', 'Another brand never saved', otherRow, /\/admin\/brands\?edit=\d+$/);
    await editFormOf(1);

    const overview = () =>
      page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Overview' }).click();
    await asksBeforeLeaving('Name', 'Still never saved', overview, /\/admin$/);

    // An edit opened and left untouched goes without asking.
    await gotoHydrated(page, '/admin/brands');
    await edits.first().click();
    await editFormOf(0);
    await page.getByLabel('Name', { exact: true }).focus();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/admin\/brands$/, { timeout: 15_000 });
    expect(await dialog().isVisible()).toBe(false);
  });

  it('asks on a FAQ being written', async () => {
    await gotoHydrated(page, '/admin/faqs');
    await page.getByRole('heading', { name: 'Add a question' }).waitFor({ timeout: 30_000 });
    const overview = () =>
      page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Overview' }).click();
    await asksBeforeLeaving('Question', 'Do you never save?', overview, /\/admin$/);
  });
});
