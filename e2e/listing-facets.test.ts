import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Category = { categoryId: number; categoryName: string };
type Paged = { items: { productId: number }[]; pagination: { totalItems: number } };
type Detail = { variants: { size: string | null; variantStock: number }[] };

const api = <T>(path: string) => apiData<T>(baseUrl(), path);

/** A facet checkbox's count: its name ends with '(n)'. */
async function countOf(box: Locator): Promise<number> {
  const label = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  return Number(/\((\d+)\)\s*$/.exec(label)![1]);
}

const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name });

/**
 * Waits until the page shows what the URL asks for: the checkbox stands as asked (a click is a request to change
 * the URL; the box follows it a moment later, so boxes are clicked, not `check`ed), and neither the grid nor the
 * counts are still on their way (both are marked busy from the render that takes the new choice).
 */
async function settled(page: Page, box: Locator, checked: boolean, results = 'listing-results') {
  await expect.poll(() => box.isChecked(), { timeout: 15_000 }).toBe(checked);
  await page.waitForFunction(
    (testId) =>
      document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('aria-busy') === 'false' &&
      Array.from(document.querySelectorAll('[data-testid="facet-groups"]')).every(
        (g) => g.getAttribute('aria-busy') === 'false',
      ),
    results,
    { timeout: 15_000 },
  );
}

/** The grid's own count: the total line, and the cards of the first page. */
async function gridTotal(page: Page): Promise<number> {
  const line = await page.getByText(/^\d+ products available$/).innerText();
  const total = Number(line.split(' ')[0]);
  expect(await page.locator('[data-testid="product-card"]').count()).toBe(Math.min(total, 10));
  return total;
}

describe('listing facets', () => {
  let browser: Browser;
  let lipsticks: Category;
  let kurtas: Category;

  beforeAll(async () => {
    browser = await launchBrowser();
    const categories = await api<Category[]>('/category/');
    lipsticks = categories.find((c) => c.categoryName === 'Lipstick')!;
    kurtas = categories.find((c) => c.categoryName === 'Kurta')!;
    expect(lipsticks, 'the seed has lipsticks').toBeDefined();
    expect(kurtas, 'the seed has kurtas').toBeDefined();
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(() => browser?.close());

  it('filters lipsticks by a shade family and a price band, every count matching the grid, kept in the URL', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/category/${lipsticks.categoryId}`);
    const panel = page.getByRole('complementary', { name: 'Filters' });

    // Every shade family's count is the grid's total once it alone is chosen.
    const shades = group(panel, 'Shade').getByRole('checkbox');
    const shadeCount = await shades.count();
    expect(shadeCount).toBeGreaterThan(1);
    let chosenShade: Locator | null = null;
    for (let i = 0; i < shadeCount; i++) {
      const box = shades.nth(i);
      const count = await countOf(box);
      await box.click();
      await settled(page, box, true);
      expect(await gridTotal(page)).toBe(count);
      if (!chosenShade && count > 1) {
        chosenShade = box;
        break;
      }
      await box.click();
      await settled(page, box, false);
    }
    expect(chosenShade, 'a shade family with more than one lipstick').not.toBeNull();
    const shade = await chosenShade!.getAttribute('value');
    expect(new URL(page.url()).searchParams.get('shade')).toBe(shade);

    // With the shade chosen, every price band's count is the grid's total once that band is chosen too.
    const bands = group(panel, 'Price').getByRole('checkbox');
    const bandCount = await bands.count();
    expect(bandCount).toBeGreaterThan(0);
    let band = '';
    let total = 0;
    for (let i = 0; i < bandCount; i++) {
      const box = bands.nth(i);
      const count = await countOf(box);
      await box.click();
      await settled(page, box, true);
      expect(await gridTotal(page)).toBe(count);
      band = (await box.getAttribute('value'))!;
      total = count;
      if (i === bandCount - 1) break;
      await box.click();
      await settled(page, box, false);
    }
    const url = new URL(page.url());
    expect(url.searchParams.get('shade')).toBe(shade);
    expect(url.searchParams.get('price')).toBe(band);
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^Remove Shade: ${shade}$`) }).count()).toBe(1);

    // A reload (the server's render) keeps the choice, the counts and the grid.
    await gotoHydrated(page, `${url.pathname}${url.search}`);
    const shadeBox = group(panel, 'Shade').getByRole('checkbox', { name: new RegExp(`^${shade} \\(`) });
    await settled(page, shadeBox, true);
    expect(await group(panel, 'Price').getByRole('checkbox', { checked: true }).getAttribute('value')).toBe(band);
    expect(await gridTotal(page)).toBe(total);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'listing-facets.png') });

    // A chip removes its value; 'Clear all' the rest.
    await page.getByRole('button', { name: `Remove Shade: ${shade}` }).click();
    await settled(page, shadeBox, false);
    expect(new URL(page.url()).searchParams.get('shade')).toBeNull();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('works as a sheet on a phone, with the keyboard alone', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/category/${lipsticks.categoryId}`);
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    const sheet = page.getByRole('dialog', { name: 'Filters' });

    // Escape closes it and gives focus back to the button.
    await opener.focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'visible' });
    // Tab stays inside the sheet.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    // Tab to the first shade family and tick it with Space: the button then offers that many products.
    const first = group(sheet, 'Shade').getByRole('checkbox').first();
    const count = await countOf(first);
    const shade = await first.getAttribute('value');
    for (let i = 0; i < 80 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const show = sheet.getByRole('button', { name: `Show ${count} ${count === 1 ? 'product' : 'products'}` });
    await show.waitFor({ state: 'visible' });
    await expect.poll(() => show.isEnabled()).toBe(true);
    // Nothing is applied until the shopper asks.
    expect(new URL(page.url()).searchParams.get('shade')).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'listing-facets-390.png') });

    await show.focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('shade')).toBe(shade);
    await see(page, `${count} products available`);
    await see(page, 'Filters (1)');
    await page.context().close();
  });

  it('opens a kurta filtered by a size on that size', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/category/${kurtas.categoryId}`);
    const xl = group(page.getByRole('complementary', { name: 'Filters' }), 'Size').getByRole('checkbox', {
      name: /^XL \(/,
    });
    await xl.click();
    await settled(page, xl, true);
    expect(new URL(page.url()).searchParams.get('size')).toBe('XL');

    // The first kurta on the grid whose XL is in stock (the facet also finds kurtas whose XL is sold out).
    const listed = await api<Paged>(`/products/category/${kurtas.categoryId}/?itemsPerPage=10&size=XL`);
    let productId = 0;
    let xlAt = -1;
    for (const { productId: id } of listed.items) {
      const detail = await api<Detail>(`/products/${id}`);
      xlAt = detail.variants.findIndex((v) => v.size === 'XL' && v.variantStock > 0);
      if (xlAt >= 0) {
        productId = id;
        break;
      }
    }
    expect(productId, 'a listed kurta with XL in stock').toBeGreaterThan(0);
    await page.locator(`a[href="/product/${productId}?size=XL"]`).first().click();
    await page.waitForURL(`**/product/${productId}?size=XL`);
    const options = page.getByTestId('variant-option');
    await options.first().waitFor({ state: 'visible' });
    await expect.poll(() => options.nth(xlAt).getAttribute('aria-checked')).toBe('true');
    expect(await options.nth(xlAt).innerText()).toContain('XL');
    await page.context().close();
  });

  it('narrows a search by a facet, its count matching the results', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/search?q=lipstick');
    const panel = page.getByRole('complementary', { name: 'Narrow the results' });
    const box = group(panel, 'Shade').getByRole('checkbox').first();
    const count = await countOf(box);
    const shade = await box.getAttribute('value');
    await box.click();
    await settled(page, box, true, 'search-results');
    expect(new URL(page.url()).searchParams.get('shade')).toBe(shade);
    await see(page, `${count} ${count === 1 ? 'product' : 'products'} found`);
    expect(await page.locator('[data-testid="product-card"]').count()).toBe(Math.min(count, 20));
    // Every card is a lipstick of that shade family: its link opens the product on that shade.
    const hrefs = await page
      .locator('[data-testid="product-card"] a[href^="/product/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.endsWith(`?shade=${shade}`))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
