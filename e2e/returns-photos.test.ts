import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { OrderDetails } from '@shringar/contracts/orders';
import { returnPhotoPath } from '@shringar/contracts/return-rules';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api, horizontalOverflow } from './navigation';
import { setOrderStatus, TO_DELIVERED } from './operator';
import { placeCodOrder, type StockedVariant } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { parcelPhoto, type Reason } from './return-dialog';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** Stocked variants of a category's products (one per product), priced for a one-unit order. */
async function stockedIn(categoryName: string, count: number): Promise<StockedVariant[]> {
  const found: StockedVariant[] = [];
  for (let id = 1; id <= 320 && found.length < count; id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (p?.categoryName !== categoryName) continue;
    const v = p.variants.find((x) => x.variantStock >= 10 && x.variantPrice >= 250);
    if (v)
      found.push({ productId: p.productId, variantId: v.variantId, productName: p.productName, price: v.variantPrice });
  }
  if (found.length < count) throw new Error(`the demo catalogue lacks ${count} stocked ${categoryName} products`);
  return found;
}

async function deliveredOrder(token: string, variants: StockedVariant[]): Promise<OrderDetails> {
  const orderId = await placeCodOrder(token, variants);
  for (const status of TO_DELIVERED) await setOrderStatus(orderId, status);
  return apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
}

/**
 * Returns under each category's rule: a lipstick (hygiene: only damaged, defective or wrong, with photos) goes
 * back as damaged with two photos, which staff see beside the decision and approve; then several returns are
 * decided in one action, and a decision a return cannot follow is refused with its reason. Phones 121..122.
 */
describe('returns with photos and category rules', () => {
  let browser: Browser;
  let staff: Page;
  let token: string;
  let reasons: Reason[];
  let hygieneOrder: OrderDetails;
  let lipstickReturnId: number;
  const phone = shopperPhone(121);

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    token = await signInByApi(phone);
    reasons = await api<Reason[]>('/return/reasons');
    const [lipstick] = await stockedIn('Lipstick', 1);
    const [kurta] = await stockedIn('Kurta', 1);
    hygieneOrder = await deliveredOrder(token, [lipstick!, kurta!]);
    staff = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('fulfilment'), 'Kavya Menon', 'fulfilment');
    await acceptInvitation(staff, path, 'returns are read twice');
    await see(staff, 'Hello, Kavya Menon');
  }, 180_000);
  afterAll(() => browser?.close());

  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)
    it(`at ${size} px: the shopper reads each item's rule, and a hygiene item asks for a fault and a photo`, async () => {
      const page = await openPage(browser, viewport, { authToken: token });
      await gotoHydrated(page, `/order-details/${hygieneOrder.id}`);
      const lipstick = hygieneOrder.orderItems.find((i) => i.returnFaultOnly)!;
      const kurta = hygieneOrder.orderItems.find((i) => !i.returnFaultOnly)!;
      expect(lipstick, 'the lipstick is a hygiene item').toBeDefined();
      const lines = page.getByTestId('order-item');
      expect(await lines.filter({ hasText: lipstick.name }).innerText()).toContain(
        'For hygiene, Lipstick can be returned only if it arrived damaged, defective or wrong',
      );
      expect(await lines.filter({ hasText: kurta.name }).innerText()).toMatch(/Returnable until/);

      await page.getByRole('region', { name: 'Order Actions' }).getByRole('button', { name: 'Return Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Return Order' });
      await dialog.getByRole('radio', { name: new RegExp(lipstick.name) }).check();
      await dialog.getByTestId('return-rule').waitFor();
      // Only the reasons that mean the product was at fault are offered for it.
      const offered = dialog.getByRole('group', { name: 'Why are you returning it?' }).getByRole('radio');
      await offered.first().waitFor();
      expect(await offered.count()).toBe(reasons.filter((r) => r.isProductFault).length);
      for (const other of reasons.filter((r) => !r.isProductFault))
        expect(await dialog.getByRole('radio', { name: other.reason, exact: true }).count()).toBe(0);
      const damaged = reasons.find((r) => r.isProductFault)!;
      await dialog.getByRole('radio', { name: damaged.reason }).check();
      await dialog.getByText('Photos (at least 1, up to 3)').waitFor();

      // Without a photo the dialog says what is missing, beside the photos, and sends nothing.
      await dialog.getByRole('button', { name: 'Request Return' }).click();
      await dialog.getByText('Please add at least one photo of the damage or of the item you received').waitFor();
      // A file that is not a photo is refused with its reason.
      await dialog
        .getByLabel(/^Photos/)
        .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await dialog.getByText('Please add JPEG, PNG or WebP photos').waitFor();
      await dialog.getByLabel(/^Photos/).setInputFiles([
        { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await parcelPhoto(20) },
        { name: 'bullet.jpg', mimeType: 'image/jpeg', buffer: await parcelPhoto(200) },
      ]);
      const previews = dialog.getByRole('list', { name: 'Photos to send' }).getByRole('img');
      await expect.poll(() => previews.count()).toBe(2);
      await dialog.getByLabel('Comment (optional)').fill('The bullet arrived snapped inside a dented box');
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (size === '390') expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `return-photos-dialog${size === '390' ? '-390' : ''}.png`) });
      if (size === '390') {
        // The 1280 run sends it; an item is returned once.
        await dialog.getByRole('button', { name: 'Not Now' }).click();
        return;
      }
      await dialog.getByRole('button', { name: 'Request Return' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await see(page, `Return requested for ${lipstick.name}.`);
      const after = await apiAs<OrderDetails>(token, 'GET', `/order/details/${hygieneOrder.id}`);
      const requested = after.returns.find((r) => r.orderItemId === lipstick.orderItemId)!;
      expect(requested.status).toBe('REQUESTED');
      lipstickReturnId = requested.returnId;
      await page.close();
    }, 120_000);

  it('staff see the two photos beside the decision and approve the return', async () => {
    await gotoHydrated(staff, `/admin/returns?status=REQUESTED&phone=${phone}`);
    const row = staff.getByRole('row').filter({ hasText: hygieneOrder.id });
    await row.waitFor({ timeout: 30_000 });
    const photos = row.getByRole('list', { name: 'Shopper’s photos' }).getByRole('img');
    await expect.poll(() => photos.count()).toBe(2);
    const lipstick = hygieneOrder.orderItems.find((i) => i.returnFaultOnly)!;
    expect(await photos.first().getAttribute('alt')).toBe(`Photo 1 of 2 sent with the return of ${lipstick.name}`);
    // The thumbnails are the shopper's real pictures, decoded by the browser through the console's session.
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-return-photos.png'), fullPage: true });
    await staff.setViewportSize(PHONE);
    expect(await horizontalOverflow(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-return-photos-390.png'), fullPage: true });
    await staff.setViewportSize(DESKTOP);

    // A photo is its shopper's and staff's only: another shopper asking for it by its number gets 404.
    const src = (await photos.first().getAttribute('src'))!;
    const photoId = Number(/\/return-photos\/(\d+)/.exec(src)?.[1]);
    expect(photoId).toBeGreaterThan(0);
    const other = await signInByApi(shopperPhone(122));
    await expect(apiAs(other, 'GET', returnPhotoPath(photoId).replace(/^\/api\/v4/, ''))).rejects.toThrow(/404/);

    await row.getByRole('button', { name: /^Approve / }).click();
    await see(staff, /Return \d+ approved\./);
    const order = await apiAs<OrderDetails>(token, 'GET', `/order/details/${hygieneOrder.id}`);
    expect(order.returns.find((r) => r.returnId === lipstickReturnId)!.status).toBe('APPROVED');
  }, 120_000);

  it('several returns are approved in one action; a rejection an approved return cannot follow is refused', async () => {
    const shopper = await signInByApi(shopperPhone(122));
    const apparel = await stockedIn('Kurta', 3);
    const order = await deliveredOrder(shopper, apparel.slice(1));
    const anyReason = reasons.find((r) => !r.isProductFault)!;
    for (const item of order.orderItems)
      await apiAs(shopper, 'POST', '/return/request', {
        orderId: order.id,
        orderItemId: item.orderItemId,
        reasonId: anyReason.id,
      });

    await gotoHydrated(staff, `/admin/returns?phone=${shopperPhone(122)}`);
    const rows = staff.getByRole('row').filter({ hasText: order.id });
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    for (const item of order.orderItems)
      await staff.getByRole('checkbox', { name: new RegExp(`^Select return \\d+: ${item.name}$`) }).check();
    const bar = staff.getByRole('region', { name: 'Bulk actions' });
    await bar.getByTestId('selected-count').filter({ hasText: '2 returns selected' }).waitFor();
    await bar.getByRole('button', { name: 'Approve' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Approve returns: 2' });
    await dialog.getByLabel('Note added to each shopper’s message (optional)').fill('Our courier collects on Monday');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve 2 returns' }).click();
    await dialog.getByRole('status').filter({ hasText: '2 returns updated.' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await bar.getByTestId('selected-count').filter({ hasText: '2 returns updated.' }).waitFor();
    const decided = await apiAs<OrderDetails>(shopper, 'GET', `/order/details/${order.id}`);
    expect(decided.returns.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED']);

    // A decision its single call would refuse changes nothing and says why: rejecting a return already approved.
    await gotoHydrated(staff, `/admin/returns?phone=${phone}`);
    await staff.getByRole('checkbox', { name: new RegExp(`^Select return ${lipstickReturnId}: `) }).check();
    await bar.getByRole('button', { name: 'Reject' }).click();
    const reject = staff.getByRole('dialog', { name: 'Reject returns: 1' });
    await reject.getByLabel('Reason the shoppers read').fill('Opened lipsticks cannot be taken back');
    await reject.getByRole('button', { name: 'Reject 1 return' }).click();
    await reject.getByRole('status').filter({ hasText: '0 updated, 1 refused.' }).waitFor();
    expect(await reject.getByRole('list', { name: 'Refused returns' }).innerText()).toMatch(
      new RegExp(`^Return ${lipstickReturnId} \\(Approved\\): A return that is 'Approved' cannot be rejected\\.?$`),
    );
    const still = await apiAs<OrderDetails>(token, 'GET', `/order/details/${hygieneOrder.id}`);
    expect(still.returns.find((r) => r.returnId === lipstickReturnId)!.status).toBe('APPROVED');
  }, 180_000);
});
