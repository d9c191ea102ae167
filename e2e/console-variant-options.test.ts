import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const run = Date.now().toString(36);

/** The facet checkbox's count: its name ends with '(n)'. */
const countOf = async (box: Locator) =>
  Number(/\((\d+)\)\s*$/.exec(await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''))![1]);

/**
 * An operator gives a variant whose name is no known shade a shade family and a swatch in the console; the store's
 * product page shows the swatch and the search's shade facet counts the product.
 */
describe('operator console: a variant’s option values', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Kavya Menon', 'catalogue');
    await acceptInvitation(page, path, 'gold leaf for the festive edit');
    await see(page, 'Hello, Kavya Menon', 30_000);
  }, 120_000);
  afterAll(() => browser?.close());

  it('sets a shade family and swatch on a variant; the product page shows the swatch and the shade facet counts it', async () => {
    await page.goto('/admin/products/new');
    await page.getByRole('heading', { name: 'New product' }).waitFor({ timeout: 30_000 });
    const name = `Gilded Gloss ${run}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    const category = page.getByLabel('Category');
    const lipsticks = category.locator('option', { hasText: /lip/i });
    if (await lipsticks.count()) await category.selectOption({ label: (await lipsticks.first().textContent())! });
    else await category.selectOption({ index: 1 });
    await page.getByLabel('Brand').selectOption({ index: 1 });
    await page.getByLabel('HSN code').fill('3304');
    await page.getByLabel('Variant name').fill('Festive Gold');
    await page.getByLabel('SKU').fill(`GG-${run}`);
    await page.getByLabel('Price (₹)', { exact: true }).fill('449');
    await page.getByLabel('Base price (₹)').fill('599');
    await page.getByLabel('Stock').fill('20');
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/^Upload photos/).setInputFiles({ name: 'gold.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Alt text for photo 1').waitFor({ timeout: 60_000 });

    // 'Festive Gold' is no known shade: no option values until the operator sets them.
    const options = page.getByRole('group', { name: 'Options' });
    expect(await options.getByLabel('Shade family').inputValue()).toBe('');
    await options.getByLabel('Shade family').selectOption('Metallics');
    // The family's own swatch is the starting colour; a colour that is not #rrggbb is refused by its field.
    expect(await options.getByLabel('Swatch (hex)').inputValue()).toBe('#c8a24a');
    await options.getByLabel('Swatch (hex)').fill('gold');
    await page.getByRole('button', { name: 'Create product' }).first().click();
    const hex = options.getByLabel('Swatch (hex)');
    await expect.poll(() => hex.getAttribute('aria-invalid')).toBe('true');
    expect(await options.textContent()).toContain('Swatch must be a colour as #rrggbb, like #b3262e');
    await hex.fill('#C9A227');
    expect(await options.getByLabel('Swatch colour').inputValue()).toBe('#c9a227');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create product' }).first().click();
    await page.waitForURL(/\/admin\/products\/\d+$/, { timeout: 30_000 });
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name }).waitFor({ timeout: 30_000 });
    // Read back as stored: the values are now the operator’s, apart from the name.
    const saved = page.getByRole('group', { name: 'Options' });
    expect(await saved.getByLabel('Shade family').inputValue()).toBe('Metallics');
    expect(await saved.getByLabel('Swatch (hex)').inputValue()).toBe('#c9a227');
    expect(await saved.textContent()).toContain('Set here; they stay when the variant name changes.');

    const detail = await apiData<ProductDetail>(baseUrl(), `/products/${productId}`);
    expect(detail.variants[0]).toMatchObject({ shadeFamily: 'Metallics', swatch: '#c9a227' });

    const shopper = await openPage(browser, DESKTOP);
    await gotoHydrated(shopper, `/product/${productId}`);
    const chip = shopper
      .getByRole('radiogroup', { name: 'Available Options (1 options)' })
      .getByRole('radio', { name: /Festive Gold/ });
    await chip.waitFor({ timeout: 30_000 });
    const colour = await chip
      .locator('span[aria-hidden="true"]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe('rgb(201, 162, 39)');

    // The search for it offers the Metallics shade family with this one product, and narrows to it.
    await gotoHydrated(shopper, `/search?q=${encodeURIComponent(name)}`);
    const panel = shopper.getByRole('complementary', { name: 'Narrow the results' });
    const metallics = panel.getByRole('group', { name: 'Shade' }).getByRole('checkbox', { name: /^Metallics \(/ });
    await metallics.waitFor({ timeout: 30_000 });
    expect(await countOf(metallics)).toBe(1);
    await metallics.click();
    await expect.poll(() => new URL(shopper.url()).searchParams.get('shade'), { timeout: 15_000 }).toBe('Metallics');
    await see(shopper, '1 product found');
    expect(await shopper.locator('[data-testid="product-card"]').count()).toBe(1);
    await shopper.close();
  }, 240_000);
});
