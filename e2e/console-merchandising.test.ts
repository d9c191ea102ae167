import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatRupees } from '@shringar/contracts/money';
import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueToPayment, openCheckout, shownOrderId } from './checkout-helpers';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api } from './navigation';
import { stockedVariants, TEST_ADDRESS, type StockedVariant } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
/** Unique per run: the e2e database may outlive one run of this file. */
const RUN = Date.now().toString(36).toUpperCase().slice(-5);

/**
 * The console's merchandising, by a catalogue manager: a coupon made in the console and used by a shopper at
 * checkout, and an offer made in the console (products picked and reordered by keyboard) on the storefront home.
 * Phones 140..149.
 */
/** Two of the stocked variants whose products share a category, and its name. */
async function twoInOneCategory(pool: StockedVariant[]): Promise<[StockedVariant, StockedVariant, string]> {
  const byCategory = new Map<string, StockedVariant[]>();
  for (const v of pool) {
    const { categoryName } = await api<ProductDetail>(`/products/${v.productId}`);
    const same = [...(byCategory.get(categoryName) ?? []), v];
    if (same.length === 2) return [same[0]!, same[1]!, categoryName];
    byCategory.set(categoryName, same);
  }
  throw new Error('no two stocked products share a category');
}

describe('operator console: merchandising', () => {
  let browser: Browser;
  let page: Page;
  let variants: StockedVariant[];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    variants = await stockedVariants(12, 20);
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Farah Khan', 'catalogue');
    await acceptInvitation(page, path, 'tiles and banners every monday');
    await see(page, 'Hello, Farah Khan');
  }, 120_000);
  afterAll(() => browser?.close());

  const openArea = async (name: string) => {
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
  };

  it('creates a coupon in the console that a shopper then uses at checkout', async () => {
    const code = `FEST${RUN}`;
    await openArea('Coupons');
    const form = page.getByRole('region', { name: 'Add a coupon' });

    // A refused field is named beside the field itself.
    await form.getByLabel('Code').fill('x');
    await form.getByLabel('Description').fill('₹75 off orders from ₹250');
    await form.getByLabel('Type').selectOption('FLAT');
    await form.getByLabel('Amount off (₹)').fill('75');
    await form.getByRole('button', { name: 'Add' }).click();
    await see(page, 'code must be 3 to 20 letters, digits, - or _');
    expect(await form.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Minimum order (₹)').fill('250');
    await form.getByLabel('Total uses allowed').fill('50');
    await form.getByLabel('Uses per shopper').fill('1');
    await form.getByRole('button', { name: 'Add' }).click();
    const row = page.getByTestId('coupon-row').filter({ hasText: code });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/₹75 off.*Orders from ₹250.*0 of 50.*1 per shopper.*Live/);
    expect(await form.getByLabel('Code').inputValue()).toBe('');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-coupons.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-coupons-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    // The shopper applies it at checkout and pays the discounted total.
    const token = await signInByApi(shopperPhone(140));
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    await apiAs(token, 'POST', `/address/select/${address.id}`);
    const variant = variants[0]!;
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant.productId,
      variantId: variant.variantId,
      quantity: 1,
    });
    const shop = await openCheckout(browser, PHONE, token);
    await continueToPayment(shop);
    await shop.getByTestId('coupon-input').fill(code.toLowerCase());
    await shop.getByRole('button', { name: 'Apply', exact: true }).click();
    const applied = shop.getByTestId('applied-coupon');
    await applied.waitFor({ timeout: 15_000 });
    expect(await applied.textContent()).toContain(code);
    expect(await shop.getByTestId('price-details').textContent()).toContain('Coupon Discount');
    const total = Math.round((variant.price - 75) * 100) / 100;
    await see(shop, `Pay Now ${formatRupees(total)}`);
    // Cash on delivery adds its charge; the server charges exactly the total the button shows.
    await shop.getByTestId('method-cod').check();
    const shown = (await shop.getByTestId('pay-button').textContent())!;
    await shop.getByTestId('pay-button').click();
    const orderId = await shownOrderId(shop, 'success-order-id');
    const details = await apiAs<{ coupon_code: string; coupon_code_discount: number; price: number }>(
      token,
      'GET',
      `/order/details/${orderId}`,
    );
    expect(details).toMatchObject({ coupon_code: code, coupon_code_discount: 75 });
    expect(shown).toBe(`Pay Now ${formatRupees(details.price)}`);
    await shop.context().close();

    // The console counts the use.
    await page.reload();
    await page.getByTestId('coupon-row').filter({ hasText: code }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('coupon-row').filter({ hasText: code }).textContent()).toContain('1 of 50');
  }, 180_000);

  it('makes an offer with products picked and ordered by keyboard, and the storefront home shows it', async () => {
    const title = `Wedding Edit ${RUN}`;
    const [first, second] = variants as [StockedVariant, StockedVariant];
    await openArea('Offers');
    const form = page.getByRole('region', { name: 'Add an offer' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Picked for the season');
    // A new picture, uploaded: the server stores its sizes and the field takes its URL.
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b0306a' } })
      .png()
      .toBuffer();
    await form
      .getByLabel('Upload a new image for Tile image')
      .setInputFiles({ name: 'wedding.png', mimeType: 'image/png', buffer: picture });
    await expect
      .poll(() => form.getByLabel('Tile image', { exact: true }).inputValue(), { timeout: 30_000 })
      .toMatch(/^\/api\/v4\/uploads\/[a-f0-9]{32}-600x600\.webp$/);

    // Search as you type; arrows and Enter pick, keyboard only.
    const picker = form.getByRole('combobox', { name: 'Add a product' });
    for (const v of [first, second]) {
      await picker.fill(v.productName);
      await form
        .getByRole('option', { name: new RegExp(escape(v.productName)) })
        .first()
        .waitFor();
      await picker.press('ArrowDown');
      await picker.press('ArrowUp');
      await picker.press('Enter');
      await form.getByRole('button', { name: `Remove ${v.productName}` }).waitFor();
    }
    // The second moves above the first with the keyboard; focus stays with it.
    const moveUp = form.getByRole('button', { name: `Move up ${second.productName}` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    const order = form.getByRole('list', { name: /in order/ }).getByRole('listitem');
    await expect.poll(async () => (await order.first().textContent()) ?? '').toContain(second.productName);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(`Move down ${second.productName}`);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-offers.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-offers-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    await form.getByRole('button', { name: 'Add' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/2Active/);

    // The storefront home shows the tile at once, and its page lists the products in the console's order.
    const shop = await openPage(browser, PHONE);
    await gotoHydrated(shop, '/');
    const tile = shop.getByRole('link', { name: new RegExp(escape(title)) });
    await tile.waitFor({ timeout: 20_000 });
    await tile.click();
    await shop.waitForURL(/\/offer\/\d+/);
    await see(shop, second.productName);
    const names = await shop
      .locator('main')
      .getByText(new RegExp(`^(${escape(first.productName)}|${escape(second.productName)})$`))
      .allTextContents();
    expect(names.slice(0, 2)).toEqual([second.productName, first.productName]);

    // Deactivated in the console, the tile leaves the home page.
    await row.getByRole('button', { name: `Deactivate ${title}` }).click();
    await row.getByText('Inactive').waitFor();
    await gotoHydrated(shop, '/');
    await shop.getByRole('heading', { name: 'Special Offers' }).waitFor({ timeout: 20_000 });
    expect(await shop.getByRole('link', { name: new RegExp(escape(title)) }).count()).toBe(0);
    await shop.context().close();
  }, 180_000);

  it('orders the home page’s bestsellers by keyboard, then hands the strip back to the random draw', async () => {
    // The home page shows bestsellers a category at a time: both products must share one. Which products have
    // stock to spare depends on what other files ordered, so the pair is found, not assumed.
    const [first, second, categoryName] = await twoInOneCategory(variants);
    await openArea('Bestsellers');
    try {
      const picker = page.getByRole('combobox', { name: 'Add a bestseller' });
      for (const v of [first, second]) {
        await picker.fill(v.productName);
        await page
          .getByRole('option', { name: new RegExp(escape(v.productName)) })
          .first()
          .waitFor();
        await picker.press('Enter');
        await page.getByRole('button', { name: `Remove ${v.productName}` }).waitFor();
      }
      await page.getByRole('button', { name: `Move down ${first.productName}` }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Save order' }).click();
      await see(page, 'Saved: the home page shows these bestsellers in this order.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, 'console-bestsellers.png'), fullPage: true });

      const shop = await openPage(browser, DESKTOP);
      await gotoHydrated(shop, '/');
      await shop.getByRole('tab', { name: categoryName }).click();
      const panel = shop.getByRole('tabpanel', { name: `${categoryName} bestsellers` });
      await panel.getByText(second.productName).first().waitFor({ timeout: 20_000 });
      const text = (await panel.textContent()) ?? '';
      expect(text.indexOf(second.productName)).toBeLessThan(text.indexOf(first.productName));
      await shop.context().close();
    } finally {
      // Other browser files share this store and expect the demo's random strip.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Bestsellers' }).waitFor({ timeout: 30_000 });
      for (let remove = page.getByRole('button', { name: /^Remove / }); (await remove.count()) > 0;)
        await remove.first().click();
      await page.getByRole('button', { name: 'Save order' }).click();
      await see(page, 'Saved: the home page draws bestsellers from each category at random.');
    }
  }, 180_000);

  it('lists categories with their products, and will not delete one that has products', async () => {
    const { categoryName: name } = await api<ProductDetail>(`/products/${variants[0]!.productId}`);
    await openArea('Categories');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${name}`, exact: true }) });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await row.getByRole('button', { name: `Confirm delete ${name}` }).click();
    await row.getByRole('alert').filter({ hasText: 'it cannot be deleted. Deactivate it instead.' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-categories.png'), fullPage: true });
  }, 180_000);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
