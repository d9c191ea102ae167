import type { ProductReviews } from '@shringar/contracts/orders';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gateRequests } from './gate';
import { api, horizontalOverflow } from './navigation';
import { setOrderStatus, TO_DELIVERED } from './operator';
import { placeCodOrder, stockedVariants } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { shopperPhone, signInByApi } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

const reviewsOf = (productId: number, query = '') =>
  api<ProductReviews>(`/reviews?productId=${productId}&itemsPerPage=5${query}`);
const ratingsText = (n: number) => `Based on ${n.toLocaleString('en-IN')} ${n === 1 ? 'rating' : 'ratings'}`;

/** Reviews on the product page, written and edited from a delivered order. Phone 94. */
describe('product reviews', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const section = (page: Page) => page.locator('#reviews');
  const reviewCards = (page: Page) => section(page).getByTestId('review');

  async function rateFromOrder(page: Page, orderId: string, itemName: string, stars: number, comment: string) {
    await gotoHydrated(page, `/order-details/${orderId}`);
    const line = page.getByTestId('order-item').filter({ hasText: itemName });
    await line.getByRole('button', { name: /^(Rate Item|Edit Rating)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate This Item' });
    await dialog.getByLabel('Your review (optional)').waitFor();
    const previous = await dialog.getByLabel('Your review (optional)').inputValue();
    // The radio itself is visually hidden behind its star: the shopper clicks the star's label.
    await dialog.locator('label', { has: page.getByRole('radio', { name: `${stars} stars` }) }).click();
    expect(await dialog.getByRole('radio', { name: `${stars} stars` }).isChecked()).toBe(true);
    await dialog.getByLabel('Your review (optional)').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await see(page, 'Thanks for rating this item!');
    return previous;
  }

  it('at 1280 px: a review written for a delivered item shows on the product page with the summary updated, then is edited', async () => {
    const [variant] = await stockedVariants(1, 14);
    const productId = variant!.productId;
    const before = await reviewsOf(productId);

    // The summary is in the server-rendered HTML.
    const html = await (await fetch(`${baseUrl()}/product/${productId}`)).text();
    expect(html.includes('Ratings &amp; Reviews')).toBe(true);
    expect(html.includes(before.summary.count > 0 ? ratingsText(before.summary.count) : 'No reviews yet')).toBe(true);

    const token = await signInByApi(shopperPhone(94));
    const orderId = await placeCodOrder(token, [variant!]);
    for (const status of TO_DELIVERED) await setOrderStatus(orderId, status);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    const written = 'Beautiful finish and it lasted through a long wedding day. Will buy again.';
    expect(await rateFromOrder(page, orderId, variant!.productName, 5, written)).toBe('');

    await gotoHydrated(page, `/product/${productId}`);
    // Reviews hydrate, and ask for the newest answer, when the shopper scrolls to them.
    await section(page).scrollIntoViewIfNeeded();
    const mine = reviewCards(page).first();
    await mine.filter({ hasText: written }).waitFor();
    expect(await mine.innerText()).toContain('Verified purchase');
    await mine.getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
    await section(page)
      .getByText(ratingsText(before.summary.count + 1))
      .waitFor();
    const after = await reviewsOf(productId);
    expect(after.summary.histogram[5]).toBe(before.summary.histogram[5] + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'product-reviews-1280.png'), fullPage: true });

    // Editing starts from the saved words; the product page shows the new ones and the same count.
    const edited = 'The colour faded after a few washes, so two stars.';
    expect(await rateFromOrder(page, orderId, variant!.productName, 2, edited)).toBe(written);
    await gotoHydrated(page, `/product/${productId}`);
    await section(page).scrollIntoViewIfNeeded();
    await reviewCards(page).first().filter({ hasText: edited }).waitFor();
    await reviewCards(page).first().getByRole('img', { name: 'Rated 2 out of 5' }).waitFor();
    await section(page)
      .getByText(ratingsText(before.summary.count + 1))
      .waitFor();
    const edits = await reviewsOf(productId);
    expect(edits.summary.histogram[5]).toBe(before.summary.histogram[5]);
    expect(edits.summary.histogram[2]).toBe(before.summary.histogram[2] + 1);
    expect(await section(page).getByText(written).count()).toBe(0);

    // Most helpful first, and a vote for another shopper's review.
    if (before.summary.count > 0) {
      const helpful = await reviewsOf(productId, '&sort=helpful');
      await section(page).getByLabel('Sort reviews').selectOption('helpful');
      const top = reviewCards(page).first();
      await top.filter({ hasText: helpful.items[0]!.userName }).waitFor();
      await top.getByRole('button', { name: /^Helpful/ }).click();
      await top.getByText('Thanks! You found this helpful').waitFor();
      expect((await reviewsOf(productId, '&sort=helpful')).items[0]!.helpfulCount).toBe(
        helpful.items[0]!.helpfulCount + 1,
      );
    }
    await page.context().close();
  }, 180_000);

  it('at 390 px: no reviews yet, paging with the list busy meanwhile, a failed load with Try Again, and Helpful asks to sign in', async () => {
    // An unrated product says so.
    let unrated: number | null = null;
    let reviewed: number | null = null;
    for (let id = 1; id <= 200 && (unrated === null || reviewed === null); id++) {
      const r = await reviewsOf(id).catch(() => null);
      if (r && r.summary.count === 0) unrated ??= id;
      if (r && r.summary.count > 5) reviewed ??= id;
    }
    expect(unrated).not.toBeNull();
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${unrated}`);
    await section(page).getByText('No reviews yet').waitFor();

    // Paging: the next page is held back while the current one stays, marked busy.
    await gotoHydrated(page, `/product/${reviewed}`);
    // The shopper goes down to the reviews (the key wakes the page's sleeping parts, ui/island-wake.ts).
    await page.keyboard.press('End');
    await reviewCards(page).first().waitFor();
    const nextPage = await gateRequests(page, /\/api\/v4\/reviews\?.*page=2/);
    await section(page).getByRole('navigation', { name: 'Review pages' }).getByRole('button', { name: 'Next' }).click();
    await section(page).locator('[data-testid="review-list"][aria-busy="true"]').waitFor();
    nextPage.open();
    await section(page)
      .getByText(/^Page 2 of \d+$/)
      .waitFor();
    await section(page).locator('[data-testid="review-list"][aria-busy="false"]').waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'product-reviews-390.png'), fullPage: true });

    // A failed load of another order, then Try Again.
    const failing = await gateRequests(page, /\/api\/v4\/reviews\?.*sort=helpful/);
    failing.failWith(500);
    await section(page).getByLabel('Sort reviews').selectOption('helpful');
    await section(page).getByText('Failed to load reviews').waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.unrouteAll({ behavior: 'wait' });
    await section(page).getByRole('button', { name: 'Try Again' }).click();
    await reviewCards(page).first().waitFor();

    // A signed-out shopper's Helpful goes to sign in and comes back.
    await reviewCards(page)
      .first()
      .getByRole('button', { name: /^Helpful/ })
      .click();
    await page.waitForURL(/\/auth\?redirectTo=/);
    expect(decodeURIComponent(page.url())).toContain(`/product/${reviewed}`);
    await page.context().close();
  }, 180_000);
});
