import type { ProductReviews, Review } from '@shringar/contracts/orders';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api, horizontalOverflow } from './navigation';
import { setOrderStatus, TO_DELIVERED } from './operator';
import { placeCodOrder, stockedVariants } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const reviewsOf = (productId: number) => api<ProductReviews>(`/reviews?productId=${productId}&itemsPerPage=50`);

/** A review reported in the store, answered and hidden in the console's Reviews queue. Phones 197..198. */
describe('review moderation', () => {
  let browser: Browser;
  let staff: Page;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    staff = await openPage(browser, DESKTOP);
    const invitation = await inviteByOwner(staffEmail('catalogue'), 'Farah Qureshi', 'catalogue');
    await acceptInvitation(staff, invitation, 'reviews are read with care');
    await see(staff, 'Hello, Farah Qureshi', 30_000);
  }, 150_000);
  afterAll(() => browser?.close());

  it('a reply shows under the review; a hidden review leaves the store and the rating recomputes', async () => {
    const [variant] = await stockedVariants(1, 33);
    const productId = variant!.productId;
    const author = await signInByApi(shopperPhone(197));
    const orderId = await placeCodOrder(author, [variant!]);
    for (const status of TO_DELIVERED) await setOrderStatus(orderId, status);
    const words = `Clasp broke on the first day (${Date.now().toString(36)})`;
    const review = await api<Review>('/reviews', {
      method: 'POST',
      token: author,
      body: { productId, rating: 1, comment: words },
    });
    const before = await reviewsOf(productId);

    // Another shopper reports it from the product page.
    const reader = await openPage(browser, PHONE, { authToken: await signInByApi(shopperPhone(198)) });
    await gotoHydrated(reader, `/product/${productId}`);
    // The reviews hydrate, and ask for the newest, as the shopper scrolls to them.
    await reader.locator('#reviews').scrollIntoViewIfNeeded();
    const card = reader.getByTestId('review').filter({ hasText: words });
    await card.getByRole('button', { name: 'Report' }).click();
    await card.getByLabel('What is wrong with this review?').fill('It is about delivery, not the product');
    await card.getByRole('button', { name: 'Send report' }).click();
    await see(reader, 'Thank you. Our team will look at this review.');

    // The console's queue shows it under Reported, with the reason.
    await gotoHydrated(staff, `/admin/reviews?filter=reported&productId=${productId}`);
    const row = staff.locator(`[data-review-id="${review.id}"]`);
    await row.getByText('It is about delivery, not the product').waitFor();
    await row.getByRole('button', { name: new RegExp(`^Reply to review ${review.id} by`) }).click();
    await row.getByLabel('The store’s reply, shown under the review').fill('Sorry! A new clasp is on its way to you.');
    await row.getByRole('button', { name: 'Save reply' }).click();
    await see(staff, `Reply to review ${review.id} saved.`);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-reviews-1280.png'), fullPage: true });
    await staff.setViewportSize(PHONE);
    await row.getByText('Sorry! A new clasp is on its way to you.').waitFor();
    expect(await horizontalOverflow(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-reviews-390.png'), fullPage: true });
    await staff.setViewportSize(DESKTOP);

    await gotoHydrated(reader, `/product/${productId}`);
    await reader.locator('#reviews').scrollIntoViewIfNeeded();
    await card.getByText('Response from Shringar').waitFor();
    await card.getByText('Sorry! A new clasp is on its way to you.').waitFor();

    // Hidden: the store no longer shows it, and the rating is the other rows'.
    await row.getByRole('button', { name: new RegExp(`^Hide review ${review.id} by`) }).click();
    await see(staff, `Review ${review.id} hidden: it has left the store and the product's rating.`);
    const after = await reviewsOf(productId);
    expect(after.items.map((r) => r.id)).not.toContain(review.id);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.summary.histogram[1]).toBe(before.summary.histogram[1] - 1);
    const rest = after.items.reduce((sum, r) => sum + r.rating, 0);
    expect(after.summary.avgRating).toBeCloseTo(after.summary.count ? rest / after.summary.count : 0, 1);
    await gotoHydrated(reader, `/product/${productId}`);
    await reader.locator('#reviews').scrollIntoViewIfNeeded();
    await see(
      reader,
      after.summary.count > 0
        ? `Based on ${after.summary.count.toLocaleString('en-IN')} ${after.summary.count === 1 ? 'rating' : 'ratings'}`
        : 'No reviews yet',
    );
    expect(await reader.getByText(words).count()).toBe(0);
  }, 120_000);
});
