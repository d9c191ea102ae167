import type { Cart } from '@shringar/contracts/cart';
import type { ProductDetail } from '@shringar/contracts/catalogue';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api } from './navigation';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { storedToken } from './sign-in-form';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Settings = { minimumOrderAmount: number; minimumAmountForFreeDelivery: number };
type Picks = {
  /** A product with two in-stock variants priced between the minimum order and free delivery. */
  pair: ProductDetail;
  pairVariants: [number, number];
  /** A variant priced below the minimum order. */
  cheap: { productId: number; variantId: number; price: number };
  /** A variant with only a few left. */
  scarce: { productId: number; variantId: number; stock: number; name: string };
};

async function pick(settings: Settings): Promise<Picks> {
  let pair: Picks['pair'] | null = null;
  let pairVariants: [number, number] | null = null;
  let cheap: Picks['cheap'] | null = null;
  let scarce: Picks['scarce'] | null = null;
  for (let id = 1; id <= 150 && !(pair && cheap && scarce); id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (!p) continue;
    const inStock = p.variants.map((v, i) => ({ v, i })).filter(({ v }) => v.variantStock > 5);
    const mid = inStock.filter(
      ({ v }) =>
        v.variantPrice >= settings.minimumOrderAmount && v.variantPrice < settings.minimumAmountForFreeDelivery,
    );
    if (!pair && mid.length >= 2) {
      pair = p;
      pairVariants = [mid[0]!.i, mid[1]!.i];
    }
    const low = inStock.find(({ v }) => v.variantPrice < settings.minimumOrderAmount);
    if (!cheap && low) cheap = { productId: p.productId, variantId: low.v.variantId, price: low.v.variantPrice };
    const few = p.variants.find((v) => v.variantStock >= 1 && v.variantStock <= 3);
    if (!scarce && few)
      scarce = { productId: p.productId, variantId: few.variantId, stock: few.variantStock, name: p.productName };
  }
  if (!pair || !pairVariants || !cheap || !scarce) throw new Error('the demo catalogue lacks what these tests need');
  return { pair, pairVariants, cheap, scarce };
}

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'My Cart' });
const lines = (page: Page) => drawerOf(page).getByTestId('cart-line');
const cartOf = (token: string) => apiAs<Cart>(token, 'GET', '/cart');
const badge = (page: Page) => page.getByTestId('cart-button').getAttribute('aria-label');

async function addThroughProductPage(page: Page, productId: number, optionIndex: number) {
  await gotoHydrated(page, `/product/${productId}`);
  await page.getByTestId('variant-option').nth(optionIndex).click();
  await page.getByTestId('add-to-cart').click();
  await see(page, 'Item added to cart!');
  await page.getByText('Item added to cart!').first().click(); // toasts close on click
}

describe('the cart drawer', () => {
  let browser: Browser;
  let settings: Settings;
  let picks: Picks;
  beforeAll(async () => {
    browser = await launchBrowser();
    settings = await api<Settings>('/settings/');
    picks = await pick(settings);
  });
  afterAll(() => browser?.close());

  it('shows two added variants and changes them with +, − and remove through every banner stage', async () => {
    const token = await signInByApi(shopperPhone(18));
    const page = await openPage(browser, PHONE, { authToken: token });
    const [a, b] = picks.pairVariants;
    await addThroughProductPage(page, picks.pair.productId, a);
    await addThroughProductPage(page, picks.pair.productId, b);
    const va = picks.pair.variants[a]!;
    const vb = picks.pair.variants[b]!;

    await page.getByTestId('cart-button').click();
    const drawer = drawerOf(page);
    await drawer.waitFor();
    await lines(page).nth(1).waitFor();
    expect(await lines(page).count()).toBe(2);
    const first = lines(page).filter({ hasText: va.variantName });
    const second = lines(page).filter({ hasText: vb.variantName });
    const firstText = await first.innerText();
    expect(firstText).toContain(picks.pair.productName);
    expect(firstText).toContain(`₹${va.variantPrice}`);
    if (va.variantBasePrice > va.variantPrice) {
      expect(firstText).toContain(`₹${va.variantBasePrice}`);
      expect(firstText).toContain(`${va.variantDiscount}% off`);
    }
    expect(await first.getByRole('img', { name: /^Rated .* out of 5$/ }).count()).toBe(1);
    expect(await first.getByRole('link', { name: picks.pair.productName }).getAttribute('href')).toBe(
      `/product/${picks.pair.productId}`,
    );
    const total = va.variantPrice + vb.variantPrice;
    expect(await drawer.getByTestId('cart-total').innerText()).toBe(`₹${total}`);
    const banner = drawer.getByTestId('free-delivery-banner');
    expect(await banner.innerText()).toContain("Congratulations! You've earned FREE delivery!");
    expect(await drawer.getByRole('button', { name: 'Proceed To Buy' }).isEnabled()).toBe(true);
    expect(await badge(page)).toBe('Cart, 2 items');

    // +: a spinner replaces the quantity while the line changes, and its buttons are disabled.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v4/cart/add', async (route) => {
      await held;
      await route.continue();
    });
    await first.getByRole('button', { name: `Increase quantity of ${picks.pair.productName}` }).click();
    await first.getByRole('img', { name: 'Updating' }).waitFor();
    expect(await first.getByRole('button', { name: /^Decrease quantity/ }).getAttribute('aria-disabled')).toBe('true');
    expect(await second.getByRole('img', { name: 'Updating' }).count()).toBe(0);
    release();
    await first.getByTestId('cart-line-quantity').filter({ hasText: '2' }).waitFor();
    await page.unroute('**/api/v4/cart/add');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-button"]')?.getAttribute('aria-label') === 'Cart, 3 items',
    );
    let cart = await cartOf(token);
    expect(cart.items.find((l) => l.variantId === va.variantId)?.itemQuantity).toBe(2);

    // −, then remove the other line: one unit left, between the minimum order and free delivery.
    await first.getByRole('button', { name: `Decrease quantity of ${picks.pair.productName}` }).click();
    await first
      .getByTestId('cart-line-quantity')
      .filter({ hasText: /^Quantity 1$/ })
      .waitFor();
    await second.getByRole('button', { name: `Remove ${picks.pair.productName} from cart` }).click();
    await drawer.getByTestId('cart-line').nth(1).waitFor({ state: 'detached' });
    const freeGap = settings.minimumAmountForFreeDelivery - va.variantPrice;
    await banner.getByText(`Add ₹${freeGap} more for FREE delivery!`).waitFor();
    expect(await banner.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.floor((va.variantPrice * 100) / settings.minimumAmountForFreeDelivery)),
    );
    cart = await cartOf(token);
    expect(cart.items.map((l) => [l.variantId, l.itemQuantity])).toEqual([[va.variantId, 1]]);

    // − on the last unit empties the cart.
    await first.getByRole('button', { name: `Decrease quantity of ${picks.pair.productName}` }).click();
    await see(page, 'Your cart is empty');
    await see(page, 'Start shopping to add items to your cart');
    expect((await cartOf(token)).items).toEqual([]);
    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Below the minimum order: the banner asks for more and checkout waits. The drawer reloads on opening.
    await apiAs(token, 'POST', '/cart/add', {
      productId: picks.cheap.productId,
      variantId: picks.cheap.variantId,
      quantity: 1,
    });
    await page.getByTestId('cart-button').click();
    const minGap = settings.minimumOrderAmount - picks.cheap.price;
    await drawer.getByText(`Add ₹${minGap} more for minimum order`).waitFor();
    expect(await drawer.getByTestId('free-delivery-banner').getAttribute('data-stage')).toBe('MINIMUM_UNMET');
    const minimum = drawer.getByRole('button', { name: 'Minimum Order Required' });
    expect(await minimum.isDisabled()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Proceed To Buy' }).count()).toBe(0);
    await page.close();
  });

  it('disables + at the stock, shows loading and failure states, and goes to checkout with Proceed To Buy', async () => {
    const token = await signInByApi(shopperPhone(19));
    await apiAs(token, 'POST', '/cart/add', {
      productId: picks.scarce.productId,
      variantId: picks.scarce.variantId,
      quantity: picks.scarce.stock,
    });
    await apiAs(token, 'POST', '/cart/add', {
      productId: picks.pair.productId,
      variantId: picks.pair.variants[picks.pairVariants[0]]!.variantId,
      quantity: 1,
    });
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, '/about');

    // Loading, then a failed load with Try again.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v4/cart', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"x"}' });
    });
    await page.getByTestId('cart-button').click();
    await see(page, 'Loading your cart...');
    release();
    await see(page, 'Failed to load cart');
    await page.unroute('**/api/v4/cart');
    await drawerOf(page).getByRole('button', { name: 'Try again' }).click();
    await lines(page).nth(1).waitFor();

    const scarceLine = lines(page).filter({ hasText: picks.scarce.name });
    expect(await scarceLine.getByRole('button', { name: /^Increase quantity/ }).isDisabled()).toBe(true);
    expect(await scarceLine.getByRole('button', { name: /^Decrease quantity/ }).isEnabled()).toBe(true);

    await drawerOf(page).getByRole('button', { name: 'Proceed To Buy' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.close();
  });

  it('works with the keyboard alone: opens, changes a line, keeps focus inside, closes with Escape back to the icon', async () => {
    const token = await signInByApi(shopperPhone(20));
    const variant = picks.pair.variants[picks.pairVariants[0]]!;
    await apiAs(token, 'POST', '/cart/add', {
      productId: picks.pair.productId,
      variantId: variant.variantId,
      quantity: 1,
    });
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, '/about');
    const isFocused = (testId: string) =>
      page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
    for (let i = 0; i < 40 && !(await isFocused('cart-button')); i++) await page.keyboard.press('Tab');
    expect(await isFocused('cart-button')).toBe(true);
    await page.keyboard.press('Enter');
    await lines(page).first().waitFor();

    const plusName = `Increase quantity of ${picks.pair.productName}`;
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let i = 0; i < 20 && (await focusedName()) !== plusName; i++) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(plusName);
    await page.keyboard.press('Enter');
    await lines(page)
      .first()
      .getByTestId('cart-line-quantity')
      .filter({ hasText: /^Quantity 2$/ })
      .waitFor();
    expect((await cartOf(token)).items[0]!.itemQuantity).toBe(2);
    // Focus stayed on + while the line changed, so a second Enter adds again.
    expect(await focusedName()).toBe(plusName);

    // Focus is trapped in the open drawer.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawerOf(page).waitFor({ state: 'hidden' });
    expect(await isFocused('cart-button')).toBe(true);
    await page.close();
  });

  it('shows a guest the empty cart, and asks a shopper whose session is gone to log in before changing it', async () => {
    const guest = await openPage(browser, PHONE);
    await gotoHydrated(guest, '/');
    await guest.getByTestId('cart-button').click();
    await see(guest, 'Your cart is empty');
    await guest.close();

    const token = await signInByApi(shopperPhone(21));
    const variant = picks.pair.variants[picks.pairVariants[0]]!;
    await apiAs(token, 'POST', '/cart/add', {
      productId: picks.pair.productId,
      variantId: variant.variantId,
      quantity: 1,
    });
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/about');
    await page.evaluate((t) => window.localStorage.setItem('authToken', t), token);
    await gotoHydrated(page, '/contact');
    await page.getByTestId('cart-button').click();
    await lines(page).first().waitFor();
    // The session is gone at the moment of the change (signed out in another tab just then).
    await page.evaluate(() => {
      window.localStorage.removeItem('authToken');
      document.querySelector<HTMLButtonElement>('dialog [aria-label^="Increase quantity"]')!.click();
    });
    await see(page, 'Please login to update cart');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/contact');
    expect(await storedToken(page)).toBeNull();
    expect((await cartOf(token)).items[0]!.itemQuantity).toBe(1);
    await page.close();
  });

  for (const [name, viewport, phone] of [
    ['390', PHONE, 22],
    ['1280', DESKTOP, 23],
  ] as const) {
    it(`has no serious accessibility problems when open at ${name} px, and is photographed`, async () => {
      const token = await signInByApi(shopperPhone(phone));
      for (const i of picks.pairVariants)
        await apiAs(token, 'POST', '/cart/add', {
          productId: picks.pair.productId,
          variantId: picks.pair.variants[i]!.variantId,
          quantity: 1,
        });
      const page = await openPage(browser, viewport, { authToken: token });
      await gotoHydrated(page, '/');
      await page.getByTestId('cart-button').click();
      await lines(page).nth(1).waitFor();
      await page.waitForTimeout(400); // the slide-in
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `cart-drawer-${name}.png`) });
      await page.close();
    });
  }
});
