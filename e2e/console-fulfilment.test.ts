import type { OrderDetails } from '@shringar/contracts/orders';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { continueToPayment, openCheckout, shownOrderId } from './checkout-helpers';
import { horizontalOverflow } from './navigation';
import { stockedVariants, TEST_ADDRESS, type StockedVariant, variantStock } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { chooseReturnReason, type Reason } from './return-dialog';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Notification = { title: string; body: string };
const notificationsOf = (token: string) => apiAs<Notification[]>(token, 'GET', '/notifications');

/**
 * Fulfilment from the console: a COD order the shopper places in the store is packed (packing slip), shipped
 * with a tracking id and delivered from the console, and the shopper's tracking and notifications show it;
 * the shopper's return is approved, received (back in stock) and part-refunded by a UPI payout from the
 * returns queue's refund dialog, and the console's and the shopper's order pages list it. Phone 150.
 */
describe('operator console: fulfilment and returns', () => {
  let browser: Browser;
  let staff: Page;
  let shopper: Page;
  let token: string;
  let variant: StockedVariant;
  let orderId: string;
  const phone = shopperPhone(150);

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    [variant] = (await stockedVariants(1, 18)) as [StockedVariant];
    token = await signInByApi(phone);
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    await apiAs(token, 'POST', `/address/select/${address.id}`);
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant.productId,
      variantId: variant.variantId,
      quantity: 2,
    });
    staff = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('fulfilment'), 'Farah Khan', 'fulfilment');
    await acceptInvitation(staff, path, 'boxes go out at four daily');
    await see(staff, 'Hello, Farah Khan');
  }, 120_000);
  afterAll(() => browser?.close());

  it('the shopper places a cash-on-delivery order in the store', async () => {
    shopper = await openCheckout(browser, DESKTOP, token);
    await continueToPayment(shopper);
    await shopper.getByTestId('method-cod').check();
    await shopper.getByTestId('pay-button').click();
    orderId = await shownOrderId(shopper, 'success-order-id');
  }, 90_000);

  it('finds it by phone and payment method, prints its packing slip and moves it to Delivered', async () => {
    await staff.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Orders' }).click();
    const filters = staff.getByRole('search', { name: 'Find orders' });
    await filters.waitFor({ timeout: 30_000 });
    await filters.getByLabel('Phone', { exact: true }).fill(phone);
    await filters.getByLabel('Payment method').selectOption('COD');
    await filters.getByLabel('Status').selectOption('ORDERED');
    await filters.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(new RegExp(`phone=${phone}&status=ORDERED&paymentMethod=COD`));
    await staff.getByRole('link', { name: orderId }).click();
    await see(staff, 'Change status', 30_000);
    const order = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
    expect(order.remaining_amount).toBe(order.price);

    const move = async (label: string, note?: string, trackingId?: string) => {
      await staff.getByLabel('New status').selectOption({ label });
      if (note) await staff.getByLabel('Note for the shopper’s timeline').fill(note);
      if (trackingId) await staff.getByLabel('Tracking id').fill(trackingId);
      await staff.getByRole('button', { name: 'Update status' }).click();
      await see(staff, `Order is now ${label}.`);
      await see(staff, new RegExp(`^${label} · placed`));
    };
    await move('Order Confirmed');
    await move('Packed', 'Packed in a padded box');

    // The packing slip: SKU and quantity for the packer, the address, the cash the courier collects.
    await staff.getByRole('link', { name: 'Packing slip' }).click();
    const slip = staff.getByRole('table', { name: 'Items to pack' });
    await slip.waitFor({ timeout: 30_000 });
    expect(await slip.innerText()).toMatch(new RegExp(`${variant.productName}[\\s\\S]*\\b2\\b`));
    expect(await staff.getByTestId('cod-to-collect').innerText()).toBe(
      `Collect ₹${order.price.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`,
    );
    expect(await staff.locator('address').innerText()).toContain(TEST_ADDRESS.address);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.emulateMedia({ media: 'print' });
    expect(await staff.getByRole('navigation', { name: 'Console areas' }).isVisible()).toBe(false);
    expect(await staff.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-packing-slip.png'), fullPage: true });
    await staff.emulateMedia({ media: 'screen' });
    await staff.getByRole('link', { name: '← Back to the order' }).click();
    await see(staff, 'Change status', 30_000);

    await move('Ready for Shipping');
    await move('Shipped', 'Handed to Blue Dart at Andheri', 'BD55443322');
    await move('Out for Delivery');
    await move('Delivered', 'Delivered to the shopper at the door');
    expect(await staff.getByLabel('New status').locator('option').allTextContents()).toEqual(['Returned']);
    expect(await staff.getByRole('region', { name: 'History' }).innerText()).toContain(
      'Handed to Blue Dart at Andheri',
    );

    // The GST invoice the shopper gets, from the console.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: /^Download invoice/ }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-order-details.png'), fullPage: true });
    await staff.setViewportSize(PHONE);
    expect(await horizontalOverflow(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-order-details-phone.png'), fullPage: true });
    await staff.setViewportSize(DESKTOP);
  }, 240_000);

  it('the shopper’s tracking and notifications show the shipment and the delivery', async () => {
    // The order messages go out through the outbox (its job sends every few seconds): wait for them.
    await expect
      .poll(async () => (await notificationsOf(token)).map((n) => n.title), { timeout: 60_000, interval: 1000 })
      .toEqual(expect.arrayContaining([`Your order ${orderId} has shipped`, `Your order ${orderId} is delivered`]));
    await gotoHydrated(shopper, '/notifications');
    const shipped = shopper.getByTestId('notification').filter({ hasText: `Your order ${orderId} has shipped` });
    await shipped.waitFor();
    expect(await shipped.innerText()).toContain('Tracking number: BD55443322');
    await shopper
      .getByTestId('notification')
      .filter({ hasText: `Your order ${orderId} is delivered` })
      .waitFor();

    await gotoHydrated(shopper, `/order-details/${orderId}`);
    await shopper.getByTestId('order-status').filter({ hasText: 'Delivered' }).first().waitFor();
    await shopper.getByRole('button', { name: 'Track Order' }).click();
    const modal = shopper.getByRole('dialog', { name: 'Order Tracking' });
    await modal.getByTestId('tracking-timeline').waitFor();
    expect(await modal.innerText()).toContain('BD55443322');
    expect(await modal.innerText()).toContain('Handed to Blue Dart at Andheri');
    const steps = modal.getByTestId('tracking-timeline').locator('> li');
    expect(await steps.nth(6).innerText()).toMatch(/Delivered\s+Current/);
    await shopper.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  }, 120_000);

  it('a return the shopper asks for is approved, received back in stock and part-refunded by a UPI payout', async () => {
    const reasons = await apiAs<Reason[]>(token, 'GET', '/return/reasons');
    const [item] = (await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`)).orderItems;
    const actions = shopper.getByRole('region', { name: 'Order Actions' });
    await actions.getByRole('button', { name: 'Return Order' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Return Order' });
    await chooseReturnReason(dialog, item!, reasons);
    await dialog.getByLabel('Comment (optional)').fill('Not as it looked when it arrived');
    await dialog.getByRole('button', { name: 'Request Return' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await staff.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Returns' }).click();
    const filters = staff.getByRole('search', { name: 'Find returns' });
    await filters.waitFor({ timeout: 30_000 });
    await filters.getByLabel('Status').selectOption('REQUESTED');
    await filters.getByLabel('Phone').fill(phone);
    await filters.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(new RegExp(`status=REQUESTED.*phone=${phone}`));
    const row = staff.getByRole('row').filter({ hasText: orderId });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toContain('Not as it looked when it arrived');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-returns-1280.png'), fullPage: true });
    // On a phone each return is a card: status, refund and actions on screen, nothing scrolled sideways.
    await staff.setViewportSize(PHONE);
    expect(await horizontalOverflow(staff)).toEqual([]);
    expect(await row.getByRole('button', { name: /^Approve / }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-returns-390.png'), fullPage: true });
    await staff.setViewportSize(DESKTOP);

    // Keyboard only: Tab to Approve and press Enter.
    const approve = row.getByRole('button', { name: /^Approve / });
    await approve.focus();
    await staff.keyboard.press('Enter');
    await see(staff, /Return \d+ approved\./);
    // The filter still says Requested: the approved return has left this view. Show all of this shopper's.
    await staff.goto(`/admin/returns?phone=${phone}`);
    const approvedRow = staff.getByRole('row').filter({ hasText: orderId });
    // Received in sellable condition: its unit goes back to stock through the stock ledger.
    const stockBefore = await variantStock(variant, token);
    const units = (await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`)).orderItems[0]!
      .orderItemQuantity;
    await approvedRow.getByRole('button', { name: /^Mark received / }).click();
    await approvedRow.getByLabel(/^Sellable: \d+ units? back in stock$/).check();
    await approvedRow.getByRole('button', { name: /^Confirm received / }).click();
    await see(staff, new RegExp(`^Return \\d+ received: ${units} back in stock\\.$`));
    await approvedRow.filter({ hasText: 'Back in stock' }).waitFor();
    expect(await variantStock(variant, token)).toBe(stockBefore + units);
    // The refund asks: part of the amount, paid out by UPI with its reference, confirmed naming the shopper.
    await approvedRow.getByRole('button', { name: /^Refund .*\(return \d+\)$/ }).click();
    const refundDialog = staff.getByRole('dialog', { name: /^Refund return \d+$/ });
    const amount = refundDialog.getByLabel('Amount in rupees');
    const full = Number(await amount.inputValue());
    expect(full).toBe((await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`)).orderItems[0]!.price);
    const part = Math.floor(full / 2);
    await amount.fill(String(full + 1));
    await refundDialog.getByRole('radio', { name: 'Bank transfer or UPI payout the store made' }).check();
    await refundDialog.getByRole('button', { name: 'Continue' }).click();
    await refundDialog.getByText(/^Amount must be at most ₹[\d,.]+, what is left to refund$/).waitFor();
    await amount.fill(String(part));
    await refundDialog.getByLabel('UPI id').fill('leela.iyer@okaxis');
    await refundDialog.getByLabel('Payout reference (UTR)').fill('UTR412345678901');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-refund-dialog-1280.png') });
    await staff.setViewportSize(PHONE);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-refund-dialog-390.png') });
    await staff.setViewportSize(DESKTOP);
    await refundDialog.getByRole('button', { name: 'Continue' }).click();
    const rupees = `₹${part.toLocaleString('en-IN')}`;
    expect(await refundDialog.getByTestId('refund-confirmation').innerText()).toMatch(
      new RegExp(`^Refund ${rupees} to \\S.*: UPI payout to leela\\.iyer@okaxis \\(reference UTR412345678901\\)\\?$`),
    );
    await refundDialog.getByRole('button', { name: `Refund ${rupees}` }).click();
    await see(
      staff,
      /^Return \d+ refunded: ₹[\d,.]+ to UPI payout to leela\.iyer@okaxis \(reference UTR412345678901\)\.$/,
    );
    await approvedRow.filter({ hasText: /refunded by bank\/UPI payout/ }).waitFor();
    expect(await approvedRow.getByRole('button').count()).toBe(0);

    // The console's order lists the refund and what is left; the shopper's order page shows it too.
    await staff.goto(`/admin/orders/${orderId}`);
    const refunds = staff.getByTestId('order-refunds');
    await refunds.waitFor({ timeout: 30_000 });
    expect(await refunds.innerText()).toContain(
      `${rupees} to UPI payout to leela.iyer@okaxis (reference UTR412345678901)`,
    );
    const order = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
    expect(order.returns[0]).toMatchObject({ status: 'REFUNDED', refundDestination: 'PAYOUT', refundAmount: part });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: part,
        destination: 'PAYOUT',
        payout: { method: 'UPI', upiId: 'leela.iyer@okaxis', reference: 'UTR412345678901' },
      }),
    ]);
    await gotoHydrated(shopper, `/order-details/${orderId}`);
    const outcome = shopper.getByTestId('return-outcome');
    await outcome.waitFor();
    expect(await outcome.innerText()).toBe(`Refunded: ${rupees} to your bank account or UPI`);
    expect(await shopper.getByTestId('order-refunds').innerText()).toContain(
      `${rupees} to UPI payout to leela.iyer@okaxis (reference UTR412345678901)`,
    );
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    expect((await notificationsOf(token)).map((n) => n.title)).toEqual(
      expect.arrayContaining(['Return approved', 'Refund sent']),
    );
  }, 180_000);

  it('the order’s own Refund… dialog pays part of what is left by UPI, its reference recorded on the order', async () => {
    await staff.goto(`/admin/orders/${orderId}`);
    const open = staff.getByRole('button', { name: `Refund order ${orderId}` });
    await open.waitFor({ timeout: 30_000 });
    const before = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
    await open.click();
    const dialog = staff.getByRole('dialog', { name: `Refund order ${orderId}` });
    const amount = dialog.getByLabel('Amount in rupees');
    // Full by default: all that is left after the return's refund.
    expect(Number(await amount.inputValue())).toBe(before.price - before.refunds.reduce((sum, r) => sum + r.amount, 0));
    await amount.fill('50');
    await dialog.getByRole('radio', { name: 'Bank transfer or UPI payout the store made' }).check();
    await dialog.getByLabel('UPI id').fill('farah.refunds@okicici');
    await dialog.getByLabel('Payout reference (UTR)').fill('UTR998877665544');
    await dialog.getByLabel('Note (optional)').fill('Goodwill for the late delivery');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByTestId('refund-confirmation').innerText()).toMatch(
      /^Refund ₹50 to \S.*: UPI payout to farah\.refunds@okicici \(reference UTR998877665544\)\?$/,
    );
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund ₹50' }).click();
    await see(staff, /Refunded ₹50 to .*UPI payout to farah\.refunds@okicici \(reference UTR998877665544\)/);
    const listed = staff.getByTestId('order-refunds').getByRole('listitem').filter({ hasText: 'UTR998877665544' });
    await listed.waitFor({ timeout: 15_000 });
    expect(await listed.innerText()).toContain(
      '₹50 to UPI payout to farah.refunds@okicici (reference UTR998877665544)',
    );
    expect(await listed.innerText()).toContain('On the order');

    const after = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
    expect(after.refunds).toHaveLength(before.refunds.length + 1);
    expect(after.refunds).toContainEqual(
      expect.objectContaining({
        amount: 50,
        destination: 'PAYOUT',
        payout: { method: 'UPI', upiId: 'farah.refunds@okicici', reference: 'UTR998877665544' },
      }),
    );
  }, 120_000);

  it('support finds the shopper in Customers with the order and the wallet; a debit past the balance is refused', async () => {
    // Wallet adjustments are support's (fulfilment may look customers up, not move their money).
    const staff = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('support'), 'Sunita Rao', 'support');
    await acceptInvitation(staff, path, 'calls answered by nine');
    await see(staff, 'Hello, Sunita Rao');
    await staff.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Customers' }).click();
    const search = staff.getByRole('search', { name: 'Find customers' });
    await search.waitFor({ timeout: 30_000 });
    await search.getByLabel('Phone, name or e-mail').fill(phone.slice(2));
    await search.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(new RegExp(`q=${phone.slice(2)}`));
    await staff.getByRole('row').filter({ hasText: phone }).getByRole('link').click();
    await staff.getByRole('heading', { name: 'Wallet ledger' }).waitFor({ timeout: 30_000 });
    await staff.getByRole('link', { name: orderId }).first().waitFor();
    const balance = await staff.getByTestId('wallet-balance').innerText();
    await staff.getByLabel('Adjustment').selectOption('DEBIT');
    await staff.getByLabel('Amount in rupees').fill('99999');
    await staff.getByLabel('Reason (the shopper sees it)').fill('Testing the limit');
    await staff.getByRole('button', { name: 'Review adjustment' }).click();
    // The adjustment names the shopper and the amount before anything moves.
    expect(await staff.getByTestId('wallet-confirmation').innerText()).toMatch(/^Take ₹99,999 from .+’s wallet\?$/);
    await staff.getByRole('button', { name: 'Debit ₹99,999' }).click();
    await see(staff, 'Insufficient wallet balance');
    expect(await staff.getByTestId('wallet-balance').innerText()).toBe(balance);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.screenshot({ path: join(SCREENSHOTS, 'console-customer-1280.png'), fullPage: true });
  }, 120_000);
});
