import type { ProductDetail } from '@shringar/contracts/catalogue';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api, horizontalOverflow } from './navigation';
import { gotoHydrated } from './page-helpers';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** A seeded product in shades, with at least two in stock, and one in sizes of the scale. */
async function findOptionProducts() {
  let shades: ProductDetail | null = null;
  let sizes: ProductDetail | null = null;
  for (let id = 1; id <= 150 && !(shades && sizes); id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (!p || p.variants.length < 2) continue;
    if (!shades && p.variants.every((v) => v.swatch) && p.variants.filter((v) => v.variantStock > 0).length >= 2)
      shades = p;
    if (!sizes && p.variants.every((v) => v.size)) sizes = p;
  }
  if (!shades || !sizes) throw new Error('the demo catalogue lacks a product in shades and one in sizes');
  return { shades, sizes };
}

describe('product options: shade swatches and sizes', () => {
  let browser: Browser;
  let shades: ProductDetail;
  let sizes: ProductDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ shades, sizes } = await findOptionProducts());
  });
  afterAll(() => browser?.close());

  it('picks a shade by keyboard: one tab stop, arrows skip what is out of stock, the name shows', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/product/${shades.productId}`);
    const group = page.getByRole('radiogroup', { name: `Available Options (${shades.variants.length} options)` });
    const radios = group.getByRole('radio');
    expect(await radios.count()).toBe(shades.variants.length);
    for (const [i, v] of shades.variants.entries()) {
      expect(await radios.nth(i).isDisabled(), v.variantName).toBe(v.variantStock <= 0);
      // The shade's name is its accessible name.
      expect(await group.getByRole('radio', { name: v.variantName, exact: false }).count()).toBeGreaterThan(0);
    }
    const first = shades.variants.findIndex((v) => v.variantStock > 0);
    const start = shades.variants[0]!.variantStock > 0 ? 0 : first;
    await radios.nth(start).focus();
    const next = shades.variants.findIndex((v, i) => i > start && v.variantStock > 0);
    await page.keyboard.press('ArrowRight');
    const target = shades.variants[next]!;
    await expect.poll(() => radios.nth(next).getAttribute('aria-checked')).toBe('true');
    expect(await radios.nth(next).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await radios.nth(start).getAttribute('tabindex')).toBe('-1');
    expect(await page.getByTestId('variant-chip').innerText()).toBe(target.variantName);
    expect(await page.getByTestId('shade-name').innerText()).toBe(`Shade: ${target.variantName}`);
    // Hovering another chip names it; leaving names the chosen one again.
    await radios.nth(start).hover();
    expect(await page.getByTestId('shade-name').innerText()).toBe(`Shade: ${shades.variants[start]!.variantName}`);
    await page.mouse.move(0, 0);
    expect(await page.getByTestId('shade-name').innerText()).toBe(`Shade: ${target.variantName}`);
    await page.close();
  });

  it('shows sizes in scale order as radios with their prices', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${sizes.productId}`);
    const radios = page.getByRole('radiogroup', { name: /^Available Options/ }).getByRole('radio');
    const scale = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '2.4', '2.6', '2.8', '2.10'];
    const shown = await radios.evaluateAll((els) => els.map((el) => el.querySelector('span')!.textContent));
    expect(shown).toEqual(
      [...sizes.variants].sort((a, b) => scale.indexOf(a.size!) - scale.indexOf(b.size!)).map((v) => v.size),
    );
    await page.close();
  });

  it('has no serious accessibility violations, and looks right at 390 and 1280 px', async () => {
    for (const [viewport, name] of [
      [PHONE, 'product-swatches-390'],
      [DESKTOP, 'product-swatches'],
    ] as const) {
      const page = await openPage(browser, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, `/product/${shades.productId}`);
      await page.getByRole('radiogroup').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.getByRole('radiogroup').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
      await page.close();
    }
  }, 120_000);
});
