import type { OrderDetails } from '@shringar/contracts/orders';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api, horizontalOverflow } from './navigation';
import { setOrderStatus, TO_DELIVERED } from './operator';
import { placeCodOrder, type StockedVariant, stockedVariants } from './order-setup';
import { see } from './page-helpers';
import { chooseReturnReason, type Reason } from './return-dialog';
import { apiAs, shopperPhone, signInByApi } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Reviews = { items: { orderItemId: number; rating: number; comment: string | null }[] };

/** A delivered order: rated, its invoice downloaded, an item returned; the tracking modal's states. Phones 70..79. */
describe('a delivered order', () => {
  let browser: Browser;
  let variants: StockedVariant[];
  beforeAll(async () => {
    browser = await launchBrowser();
    // Past the ones orders.test.ts takes, so neither file's stock counts meet the other's orders.
    variants = await stockedVariants(4, 3);
  });
  afterAll(() => browser?.close());

  const section = (page: Page, name: string) => page.getByRole('region', { name });

  for (const [size, viewport, phone, pair] of [
    ['1280', DESKTOP, 70, [0, 1]],
    ['390', PHONE, 71, [2, 3]],
  ] as const) {
    it(`at ${size} px: rates an item with the keyboard, downloads the invoice PDF and requests a return`, async () => {
      const token = await signInByApi(shopperPhone(phone));
      const items = pair.map((i) => variants[i]!);
      const orderId = await placeCodOrder(token, items);
      for (const status of TO_DELIVERED) await setOrderStatus(orderId, status);
      const order = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
      const [first, second] = order.orderItems;

      const page = await openPage(browser, viewport, { authToken: token });
      await page.goto(`/order-details/${orderId}`);
      await page.getByTestId('order-status').filter({ hasText: 'Delivered' }).first().waitFor();
      expect(await section(page, 'Tracking Summary').innerText()).toContain(`${first!.name} +1 more items`);
      expect(await page.getByTestId('payment-info').innerText()).toMatch(/Payment Status\s+Paid/);
      expect(await page.getByTestId('price-details').innerText()).not.toContain('Remaining Amount');
      const actions = section(page, 'Order Actions');
      await expect(actions.getByRole('button', { name: 'Cancel Order' }).count()).resolves.toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);

      // The invoice: a real download, and a PDF.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download Invoice' }).click(),
      ]);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);

      // Rating the first item with the keyboard alone: Tab into the stars, arrows to four, a review, submit.
      const firstLine = page.getByTestId('order-item').filter({ hasText: first!.name });
      await firstLine.getByRole('button', { name: 'Rate Item' }).click();
      const rate = page.getByRole('dialog', { name: 'Rate This Item' });
      await rate.waitFor();
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('radio');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(rate.getByRole('radio', { name: '4 stars' }).isChecked()).resolves.toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Lovely colour, lasts all day.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Submit Rating');
      await page.keyboard.press('Enter');
      await rate.waitFor({ state: 'hidden' });
      await see(page, 'Thanks for rating this item!');
      await firstLine.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
      await firstLine.getByRole('button', { name: 'Edit Rating' }).waitFor();
      const reviews = await api<Reviews>(`/reviews?productId=${first!.productId}`);
      expect(reviews.items).toContainEqual(
        expect.objectContaining({
          orderItemId: first!.orderItemId,
          rating: 4,
          comment: 'Lovely colour, lasts all day.',
        }),
      );

      // A return of the second item, with a reason its category's rule accepts.
      const reasons = await api<Reason[]>('/return/reasons');
      await actions.getByRole('button', { name: 'Return Order' }).click();
      const ret = page.getByRole('dialog', { name: 'Return Order' });
      await ret.getByRole('radio', { name: new RegExp(second!.name) }).check();
      const reason = await chooseReturnReason(ret, second!, reasons);
      await ret.getByLabel('Comment (optional)').fill('Not as it looked when it arrived');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ret.getByRole('button', { name: 'Request Return' }).click();
      await ret.waitFor({ state: 'hidden' });
      await actions.getByText(`Return requested for ${second!.name}.`).waitFor();
      // The same item cannot be returned twice; the other one still can.
      await expect(
        apiAs(token, 'POST', '/return/request', {
          orderId,
          orderItemId: second!.orderItemId,
          reasonId: reason.id,
        }),
      ).rejects.toThrow(/409/);
      expect((await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`)).isReturnAvailable).toBe(true);

      // The picture from the top (the sticky header in place) once the toasts have gone.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(3500);
      await page.screenshot({ path: join(SCREENSHOTS, `order-details-${size}.png`), fullPage: true });
      await actions.getByRole('button', { name: 'Track Order' }).click();
      const modal = page.getByRole('dialog', { name: 'Order Tracking' });
      await modal.getByTestId('tracking-timeline').waitFor();
      const steps = modal.getByTestId('tracking-timeline').locator('> li');
      await expect(steps.count()).resolves.toBe(7);
      expect(await steps.nth(6).innerText()).toMatch(/Delivered\s+Current/);
      await expect(modal.getByText('Pending', { exact: true }).count()).resolves.toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `order-tracking-${size}.png`) });
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });

      // My orders shows the shopper's stars on the rated item's row only.
      await page.getByRole('link', { name: 'Back to orders' }).click();
      const rows = page.getByTestId('order-row');
      await rows.filter({ hasText: first!.name }).getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
      await expect(rows.filter({ hasText: second!.name }).getByRole('img', { name: /Rated/ }).count()).resolves.toBe(0);
      await page.context().close();
    }, 120_000);
  }

  it('tracking modal from My orders: failure with Try Again, then no tracking data, without leaving the list', async () => {
    const token = await signInByApi(shopperPhone(72));
    const orderId = await placeCodOrder(token, [variants[0]!]);
    const page = await openPage(browser, PHONE, { authToken: token });
    let answer: 'fail' | 'empty' = 'fail';
    await page.route(`**/api/v4/order/delivery-status/${orderId}`, (route) =>
      answer === 'fail'
        ? route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'INTERNAL' } })
        : route.fulfill({ json: { success: true, message: 'OK', data: { tracking_id: null, delivery_statuses: [] } } }),
    );
    await page.goto('/orders');
    await page.getByRole('button', { name: 'View Updates' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Order Tracking' });
    await modal.getByText('Failed to load tracking information').waitFor({ timeout: 30_000 });
    // The toast says it too.
    await page.locator('.Toastify').getByText('Failed to load tracking information').waitFor();
    expect(new URL(page.url()).pathname).toBe('/orders');
    answer = 'empty';
    await modal.getByRole('button', { name: 'Try Again' }).click();
    await modal.getByText('No Tracking Data').waitFor();
    await modal.getByText('No tracking information available for this order').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened it.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('View Updates');
    await page.context().close();
  });
});
