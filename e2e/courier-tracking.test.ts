import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { operatorApi } from './operator';
import { placeCodOrder, type StockedVariant, stockedVariants, variantStock } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
// The simulator's development secret (COURIER_SIMULATOR_WEBHOOK_SECRET's default): the test signs as the courier.
const SIMULATOR_SECRET = 'shringar-courier-simulator-secret-dev';

type Answer = { eventId: string; duplicate: boolean; outcome: string };

/** Sends the store a tracking webhook signed as the courier simulator signs them. */
async function courierWebhook(event: object): Promise<Answer> {
  const body = JSON.stringify(event);
  const res = await fetch(`${baseUrl()}/api/v4/shipping/simulator/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-courier-signature': createHmac('sha256', SIMULATOR_SECRET).update(body).digest('hex'),
    },
    body,
  });
  const json = (await res.json()) as { data: Answer };
  expect(res.status).toBe(200);
  return json.data;
}

/**
 * The courier integration end to end with the offline courier: staff book a parcel on the order page (AWB,
 * label, pickup), the simulator's console page moves it, its signed webhooks move the order and put the
 * courier's scans on the shopper's tracking modal; a replayed and an out-of-order webhook change nothing; a
 * parcel refused at the door comes back (RTO), the order RETURNED, its units back in stock and the refusal counted
 * against the shopper's COD. Phones 193–194.
 */
describe('courier: shipments, scans on the shopper’s tracking, return to origin', () => {
  let browser: Browser;
  let staff: Page;
  let token: string;
  let variants: StockedVariant[];
  let orderId: string;
  let awb: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    variants = await stockedVariants(2, 30);
    token = await signInByApi(shopperPhone(193));
    orderId = await placeCodOrder(token, [variants[0]!]);
    staff = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('fulfilment'), 'Ravi Menon', 'fulfilment');
    await acceptInvitation(staff, path, 'parcels leave at five daily');
    await see(staff, 'Hello, Ravi Menon');
  }, 120_000);
  afterAll(() => browser?.close());

  it('books the parcel from the order page: AWB, label and pickup', async () => {
    await staff.goto(`/admin/orders/${orderId}`);
    const panel = staff.getByRole('region', { name: 'Shipment' });
    await panel.getByRole('button', { name: 'Create shipment' }).waitFor({ timeout: 30_000 });
    // The demo variants have no packed size yet: an empty weight is named in the form's words.
    await panel.getByLabel('Weight (g)').fill('');
    await panel.getByRole('button', { name: 'Create shipment' }).click();
    await panel.getByText('Weight (g) is required').waitFor();
    await panel.getByLabel('Weight (g)').fill('250');
    await panel.getByLabel('Length (cm)').fill('16');
    await panel.getByLabel('Breadth (cm)').fill('12');
    await panel.getByLabel('Height (cm)').fill('6');
    await panel.getByRole('button', { name: 'Create shipment' }).click();
    const booked = await staff
      .getByRole('status')
      .filter({ hasText: /^AWB SIM\d{10} booked/ })
      .innerText();
    awb = /AWB (SIM\d{10})/.exec(booked)![1]!;
    await see(staff, /^Ready for Shipping · placed/);

    const label = await staff.request.get(`/api/v4/admin/orders/${orderId}/shipment/label.pdf`);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect((await label.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await panel.getByRole('button', { name: 'Request pickup' }).click();
    await see(staff, `Pickup requested for AWB ${awb}.`);
    await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toMatch(/Parcel status\s+Pickup requested/);
  }, 120_000);

  it('the simulator moves the parcel; the order follows and the console lists the courier’s scans', async () => {
    await staff
      .getByRole('navigation', { name: 'Console areas' })
      .getByRole('link', { name: 'Courier simulator' })
      .click();
    const row = staff.locator(`[data-awb="${awb}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(staff)).toEqual([]);
    for (const [step, outcome] of [
      ['Picked up', 'order SHIPPED'],
      ['In transit', 'scan recorded'],
      ['Out for delivery', 'order OUT_FOR_DELIVERY'],
    ] as const) {
      await row.getByRole('button', { name: `${step}: AWB ${awb}` }).click();
      await see(staff, `AWB ${awb}: ${step}. The store answered: ${outcome}.`);
    }
    await staff.setViewportSize(PHONE);
    expect(await horizontalOverflow(staff)).toEqual([]);
    await staff.setViewportSize(DESKTOP);

    await staff.goto(`/admin/orders/${orderId}`);
    const scans = staff.getByTestId('courier-scans').locator('li');
    await expect.poll(() => scans.count(), { timeout: 30_000 }).toBe(3);
    expect(await scans.first().innerText()).toContain('Out for delivery with the delivery agent');
    await see(staff, /^Out for Delivery · placed/);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-shipment-1280.png'), fullPage: true });
    await staff.setViewportSize(PHONE);
    expect(await horizontalOverflow(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-shipment-390.png'), fullPage: true });
    await staff.setViewportSize(DESKTOP);
  }, 120_000);

  it('the shopper’s tracking modal shows the scans; a replayed and an out-of-order webhook change nothing', async () => {
    const shopper = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(shopper, `/order-details/${orderId}`);
    const openTracking = async () => {
      await shopper.getByRole('button', { name: 'Track Order' }).click();
      const modal = shopper.getByRole('dialog', { name: 'Order Tracking' });
      await modal.getByTestId('tracking-timeline').waitFor();
      return modal;
    };
    const closeTracking = async () => {
      await shopper.keyboard.press('Escape');
      await shopper.getByRole('dialog', { name: 'Order Tracking' }).waitFor({ state: 'hidden' });
    };
    let modal = await openTracking();
    const text = await modal.innerText();
    expect(text).toContain(awb);
    expect(text).toMatch(/Shipment picked up from the seller · \S.* pickup centre/);
    expect(text).toContain('In transit: arrived at the sorting hub · Bengaluru hub');
    expect(text).toContain('Out for delivery with the delivery agent · Bengaluru delivery centre');
    expect(await modal.getByTestId('tracking-timeline').locator('> li').nth(5).innerText()).toMatch(
      /Out for Delivery\s+Current/,
    );
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await shopper.screenshot({ path: join(SCREENSHOTS, 'tracking-modal-390.png') });
    await closeTracking();

    // The courier's own delivery scan, then the same event again (a replay) and an older scan arriving late.
    const now = Date.now();
    const delivered = {
      event_id: `e2e-${awb}-delivered`,
      awb,
      status: 'DELIVERED',
      description: 'Delivered to the consignee',
      location: 'Bengaluru',
      scanned_at: new Date(now).toISOString(),
    };
    expect(await courierWebhook(delivered)).toMatchObject({ duplicate: false, outcome: 'order DELIVERED' });
    await gotoHydrated(shopper, `/order-details/${orderId}`);
    modal = await openTracking();
    const afterDelivery = await modal.innerText();
    expect(afterDelivery).toContain('Delivered to the consignee · Bengaluru');
    await closeTracking();

    expect(await courierWebhook(delivered)).toMatchObject({ duplicate: true, outcome: 'duplicate' });
    const late = {
      event_id: `e2e-${awb}-late-transit`,
      awb,
      status: 'IN_TRANSIT',
      description: 'In transit: a scan the courier sent late',
      location: 'Hubballi hub',
      scanned_at: new Date(now - 3600_000).toISOString(),
    };
    expect(await courierWebhook(late)).toMatchObject({
      duplicate: false,
      outcome: 'ignored: older than the latest scan',
    });
    await gotoHydrated(shopper, `/order-details/${orderId}`);
    modal = await openTracking();
    expect(await modal.innerText()).toBe(afterDelivery);
    await closeTracking();
  }, 180_000);

  it('a parcel refused at the door comes back: the order RETURNED, its units back in stock, the refusal counted against the shopper’s COD', async () => {
    const rtoToken = await signInByApi(shopperPhone(194));
    const rtoOrder = await placeCodOrder(rtoToken, [variants[1]!]);
    const stockAfterOrder = await variantStock(variants[1]!, rtoToken);
    const shipment = await operatorApi<{ awb: string }>('POST', `/orders/${rtoOrder}/shipment`, {
      weightGrams: 300,
      lengthCm: 15,
      breadthCm: 10,
      heightCm: 5,
    });
    await operatorApi('POST', `/courier-simulator/parcels/${shipment.awb}/advance`, { step: 'PICKED_UP' });
    await staff.goto('/admin/courier-simulator');
    const row = staff.locator(`[data-awb="${shipment.awb}"]`);
    await row.getByRole('button', { name: `Refused: return to origin: AWB ${shipment.awb}` }).click();
    await see(
      staff,
      `AWB ${shipment.awb}: Refused: return to origin. The store answered: order returned to origin and restocked.`,
    );
    await row.filter({ hasText: 'Returned to origin' }).waitFor();
    expect(await variantStock(variants[1]!, rtoToken)).toBe(stockAfterOrder + 1);
    const details = await apiAs<{ delivery_status: string }>(rtoToken, 'GET', `/order/details/${rtoOrder}`);
    expect(details.delivery_status).toBe('RETURNED');
    // A refused COD parcel counts against the shopper's cash on delivery (one refusal; the limit is 3).
    const { customer } = await operatorApi<{ customer: { userId: number } }>('GET', `/orders/${rtoOrder}`);
    const standing = await operatorApi<{ cod: { refusals: number; allowed: boolean } }>(
      'GET',
      `/customers/${customer.userId}`,
    );
    expect(standing.cod).toEqual({ refusals: 1, allowed: true });
  }, 120_000);
});
