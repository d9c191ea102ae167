import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { csvLine, parseCsv } from '@shringar/contracts/csv';
import { PRODUCT_CSV_COLUMNS } from '@shringar/contracts/admin-product-csv';
import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const run = Date.now().toString(36);

/** A catalogue-role staff member adds a product with a photo, sees it in the store, then imports a CSV. */
describe('operator console: products', () => {
  let browser: Browser;
  let page: Page;
  let productId: number;
  let categorySlug: string;
  let brandSlug: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Meera Iyer', 'catalogue');
    await acceptInvitation(page, path, 'new shades every monsoon');
    await see(page, 'Hello, Meera Iyer', 30_000);
  }, 120_000);
  afterAll(() => browser?.close());

  it('creates a product with a photo and alt text; the store shows it with AVIF and WebP srcsets', async () => {
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('search', { name: 'Find products' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { name: 'New product' }).waitFor({ timeout: 30_000 });

    const name = `Monsoon Matte Lipstick ${run}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    expect(await page.getByLabel('Slug').inputValue()).toBe(`monsoon-matte-lipstick-${run}`);
    // A lipstick belongs with lipsticks when the demo store has such a category.
    const category = page.getByLabel('Category');
    const lipsticks = category.locator('option', { hasText: /lip/i });
    if (await lipsticks.count()) await category.selectOption({ label: (await lipsticks.first().textContent())! });
    else await category.selectOption({ index: 1 });
    await page.getByLabel('Brand').selectOption({ index: 1 });
    const editor = page.getByRole('textbox', { name: 'Description', exact: true });
    await editor.click();
    await page.keyboard.type('A soft matte finish that lasts all day.');
    await page.getByLabel('HSN code').fill('3304');
    await page.getByLabel('GST rate').selectOption('18');

    await page.getByLabel('Variant name').fill('Rose Petal');
    await page.getByLabel('SKU').fill(`MML-${run}`);
    await page.getByLabel('Price (₹)', { exact: true }).fill('349');
    await page.getByLabel('Base price (₹)').fill('499');
    await page.getByLabel('Stock').fill('25');
    await page.getByLabel('Highlights').fill('Long wear\nVegan formula');

    const photo = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#b0305c' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/^Upload photos/).setInputFiles({ name: 'rose.jpg', mimeType: 'image/jpeg', buffer: photo });
    const alt = page.getByLabel('Alt text for photo 1');
    await alt.waitFor({ timeout: 60_000 });
    await alt.fill('Rose Petal lipstick, uncapped');

    await page.getByRole('button', { name: 'Create product' }).first().click();
    await page.waitForURL(/\/admin\/products\/\d+$/, { timeout: 30_000 });
    productId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Alt text for photo 1').inputValue()).toBe('Rose Petal lipstick, uncapped');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-product-edit.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-product-edit-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    const shopper = await openPage(browser, DESKTOP);
    await gotoHydrated(shopper, `/product/${productId}`);
    await shopper.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 30_000 });
    const gallery = shopper.getByTestId('product-gallery');
    const avif = await gallery.locator('picture source[type="image/avif"]').first().getAttribute('srcset');
    const webp = await gallery.locator('picture source[type="image/webp"]').first().getAttribute('srcset');
    expect(avif).toMatch(/^\/api\/v4\/uploads\/[a-f0-9]{32}-320x320\.avif 320w, .* 1280w$/);
    expect(webp).toMatch(/-1280x1280\.webp 1280w$/);
    const img = gallery.locator('picture img').first();
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['1280', '1280']);
    expect(await img.getAttribute('alt')).toBe('Rose Petal lipstick, uncapped');
    await shopper.waitForFunction(
      () => {
        const el = document.querySelector<HTMLImageElement>('[data-testid="product-gallery"] picture img');
        return el !== null && el.complete && el.naturalWidth > 0 && el.currentSrc.includes('/api/v4/uploads/');
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await shopper.locator('main').textContent()).toContain('A soft matte finish that lasts all day.');
    await shopper.close();

    const detail = await apiData<ProductDetail>(baseUrl(), `/products/${productId}`);
    expect(detail.variants[0]).toMatchObject({ variantPrice: 349, variantStock: 25 });
    const view = await page.evaluate((id) => fetch(`/api/v4/admin/products/${id}`).then((r) => r.json()), productId);
    categorySlug = await page.evaluate(
      (id) =>
        fetch('/api/v4/category')
          .then((r) => r.json())
          .then((b: { data: { categoryId: number; slug: string }[] }) => b.data.find((c) => c.categoryId === id)!.slug),
      view.data.categoryId as number,
    );
    brandSlug = await page.evaluate(
      (id) =>
        fetch('/api/v4/brands')
          .then((r) => r.json())
          .then((b: { data: { brandId: number; slug: string }[] }) => b.data.find((c) => c.brandId === id)!.slug),
      view.data.brandId as number,
    );
  }, 240_000);

  it('imports a CSV in two steps: one bad record refused with its reason, the rest applied', async () => {
    const row = (sku: string, variant: string, price: number, basePrice: number) =>
      csvLine(
        PRODUCT_CSV_COLUMNS.map(
          (c) =>
            ({
              name: `Monsoon Kajal ${run}`,
              slug: `monsoon-kajal-${run}`,
              category: categorySlug,
              brand: brandSlug,
              hsn_code: '3304',
              gst_rate: 18,
              active: 'true',
              sku,
              variant_name: variant,
              price,
              base_price: basePrice,
              stock: 30,
              delivery_type: 'Standard Delivery',
              warranty: 'No warranty',
              highlights: 'Smudge-proof | 12-hour wear',
            })[c as string] ?? '',
        ),
      );
    const csv = [
      csvLine([...PRODUCT_CSV_COLUMNS]),
      row(`KJ-${run}-BLK`, 'Black', 199, 249),
      row(`KJ-${run}-BRN`, 'Brown', 299, 249),
      row(`KJ-${run}-BLU`, 'Blue', 219, 249),
    ].join('\r\n');

    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import products' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main').textContent()).toContain(
      'An empty or left-out column keeps what is stored: a blank description, photos, highlights or stock leaves them as they are.',
    );
    await upload(csv);
    expect(await page.getByTestId('preview-counts').textContent()).toContain(
      '2 new, 0 updated, 0 unchanged, 1 refused',
    );
    const refused = page.locator('[data-testid="preview-record"][data-kind="refused"]');
    expect(await refused.count()).toBe(1);
    expect(await refused.first().textContent()).toContain('base_price: Base price must be at least the price');
    await page.getByRole('button', { name: 'Apply 2 changes' }).click();
    await page.getByText('applied: 2 new, 0 updated, 1 refused records left out').waitFor({ timeout: 60_000 });

    await page.goto(`/admin/products?q=${encodeURIComponent(`monsoon-kajal-${run}`)}`);
    const link = page.getByRole('link', { name: `Monsoon Kajal ${run}` });
    await link.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('row').filter({ has: link }).textContent()).toContain('2 variants');
  }, 180_000);

  it('keeps descriptions and photos a file leaves blank, refuses another product’s SKU in the preview, and undoes', async () => {
    // The store's own export of the product made in the form, with its description, photos and highlights blanked.
    const exported = await page.evaluate(() => fetch('/api/v4/admin/products/export').then((r) => r.text()));
    const records = parseCsv(exported);
    const columns = records[0]!.cells;
    const at = (c: string) => columns.indexOf(c);
    const mine = records.find((r) => r.cells[at('sku')] === `MML-${run}`)!.cells.slice();
    const blank = mine.slice();
    for (const c of ['description_html', 'photos', 'highlights', 'stock']) blank[at(c)] = '';
    blank[at('price')] = '329';
    // A record meant as a new product that reuses the kajal's SKU: it must not rewrite the kajal.
    const kajal = records.find((r) => r.cells[at('sku')] === `KJ-${run}-BLK`)!.cells;
    const collision = mine.slice();
    collision[at('sku')] = `KJ-${run}-BLK`;
    collision[at('product_id')] = '';
    collision[at('variant_id')] = '';
    collision[at('name')] = 'Audit Dup Sku';
    collision[at('slug')] = `audit-dup-sku-${run}`;
    collision[at('price')] = '99';
    collision[at('base_price')] = '99';
    const csv = [csvLine(columns), csvLine(blank), csvLine(collision)].join('\n');

    await page.goto('/admin/products/import');
    await page.getByRole('heading', { name: 'Import products' }).waitFor({ timeout: 30_000 });
    await upload(csv);
    const updated = page.locator('[data-testid="preview-record"][data-kind="updated"]');
    expect((await updated.first().textContent())?.replace(/\s+/g, ' ')).toContain('price: 349 → 329');
    expect(await updated.first().textContent()).not.toContain('description_html');
    const refused = page.locator('[data-testid="preview-record"][data-kind="refused"]');
    expect(await refused.first().textContent()).toContain(
      `SKU KJ-${run}-BLK belongs to product ${kajal[at('product_id')]} (monsoon-kajal-${run}), not to the product slug audit-dup-sku-${run} names`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-csv-preview.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // No sideways scrolling at 390 px: the record, its outcome and reason stay in view.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-csv-preview-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Apply 1 change' }).click();
    await page.getByText('applied: 0 new, 1 updated, 1 refused records left out').waitFor({ timeout: 60_000 });
    const view = await page.evaluate((id) => fetch(`/api/v4/admin/products/${id}`).then((r) => r.json()), productId);
    expect(view.data.descriptionHtml).toContain('A soft matte finish that lasts all day.');
    expect(view.data.variants[0]).toMatchObject({
      price: 329,
      stock: 25,
      highlights: ['Long wear', 'Vegan formula'],
      photos: [{ alt: 'Rose Petal lipstick, uncapped' }],
    });
    expect(view.data.name).toBe(`Monsoon Matte Lipstick ${run}`);

    const batch = page.getByTestId('import-batch').first();
    const title = (await batch.locator('p').first().textContent())!;
    const batchId = /Import (\d+)/.exec(title)![1]!;
    await batch.getByRole('button', { name: `Undo import ${batchId}` }).click();
    await batch.getByRole('button', { name: `Yes, undo import ${batchId}` }).click();
    await see(page, `Import ${batchId} undone.`, 30_000);
    await batch.getByText(/^Undone /).waitFor({ timeout: 30_000 });
    const after = await page.evaluate((id) => fetch(`/api/v4/admin/products/${id}`).then((r) => r.json()), productId);
    expect(after.data.variants[0].price).toBe(349);
    expect(after.data.descriptionHtml).toContain('A soft matte finish that lasts all day.');
  }, 180_000);

  /** Chooses the file and waits for the preview. */
  async function upload(csv: string) {
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: /^Preview of \d+ records$/ }).waitFor({ timeout: 60_000 });
  }
});
