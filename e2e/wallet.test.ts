import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { paymentWindow } from './checkout-helpers';
import { gateRequests } from './gate';
import { horizontalOverflow } from './navigation';
import { creditWallet } from './operator';
import { stockedVariants, TEST_ADDRESS } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

async function inPaymentWindow(page: Page, action: 'pay' | 'fail' | 'dismiss') {
  const button = paymentWindow(page).locator(`button[data-action="${action}"]`);
  await button.waitFor({ timeout: 20_000 });
  await button.click();
}

const balanceOf = async (token: string) =>
  (await apiAs<{ walletAmount: number }>(token, 'GET', '/wallet/balance')).walletAmount;

/** The wallet page: adding money through the simulator, the outcomes, the ledger and its states. Phones 90..91. */
describe('the wallet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const addForm = (page: Page) => page.getByRole('region', { name: 'Add money to wallet' });
  const entries = (page: Page) => page.getByTestId('wallet-entry');

  it('at 1280 px: adds money through the simulator, shown in the balance and the ledger; cancelled and failed add nothing', async () => {
    const token = await signInByApi(shopperPhone(90));
    const page = await openPage(browser, DESKTOP, { authToken: token });
    // Loading: the ledger's skeleton while its answer is held back.
    const ledgerGate = await gateRequests(page, '**/api/v4/wallet/transactions*');
    await gotoHydrated(page, '/wallet');
    await page.getByRole('list', { name: 'Loading transactions' }).waitFor();
    ledgerGate.open();
    await see(page, 'No transactions yet');
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('₹0');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The store's limits, checked before the payment window opens.
    const amount = addForm(page).getByLabel('Amount (₹)');
    await amount.fill('50');
    await addForm(page).getByRole('button', { name: 'Add ₹50' }).click();
    await see(page, 'The minimum amount is ₹100');
    await amount.fill('20000');
    await addForm(page).getByRole('button', { name: 'Add ₹20,000' }).click();
    await see(page, 'The maximum amount is ₹10,000');

    // A preset, paid in the simulator's window.
    await addForm(page).getByRole('button', { name: '+ ₹1,000' }).click();
    expect(await addForm(page).getByRole('button', { name: '+ ₹1,000' }).getAttribute('aria-pressed')).toBe('true');
    await addForm(page).getByRole('button', { name: 'Add ₹1,000' }).click();
    await inPaymentWindow(page, 'pay');
    await see(page, '₹1,000 added to your wallet. New balance: ₹1,000.', 30_000);
    await page.getByTestId('wallet-balance').filter({ hasText: '₹1,000' }).waitFor();
    await entries(page).first().filter({ hasText: 'Money added' }).waitFor();
    expect(await entries(page).first().innerText()).toMatch(/Money added[\s\S]*\+₹1,000[\s\S]*Balance ₹1,000/);
    expect(await balanceOf(token)).toBe(1000);

    // Dismissed, then failed: nothing is added and the shopper is told.
    await amount.fill('250');
    await addForm(page).getByRole('button', { name: 'Add ₹250' }).click();
    await inPaymentWindow(page, 'dismiss');
    await see(page, 'Payment was cancelled. No money was added to your wallet.');
    await addForm(page).getByRole('button', { name: 'Add ₹250' }).click();
    await inPaymentWindow(page, 'fail');
    await see(page, /^Payment failed/);
    expect(await balanceOf(token)).toBe(1000);
    expect(await entries(page).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'wallet-1280.png'), fullPage: true });
    await page.context().close();
  }, 180_000);

  it('at 390 px: pages the ledger, links an order payment to its order, and says when loading fails', async () => {
    const phone = shopperPhone(91);
    const token = await signInByApi(phone);
    for (let i = 0; i < 10; i++) await creditWallet(phone, 100 + i);
    // A wallet payment for an order: its ledger entry links to the order.
    const [variant] = await stockedVariants(1, 12);
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant!.productId,
      variantId: variant!.variantId,
      quantity: 1,
    });
    await creditWallet(phone, variant!.price + 100);
    const { orderId } = await apiAs<{ orderId: string }>(token, 'POST', '/order/cart', {
      paymentMethods: ['WALLET'],
      couponCode: '',
      addressId: address.id,
    });

    const page = await openPage(browser, PHONE, { authToken: token });
    await page.route('**/api/v4/wallet/transactions*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
    );
    await gotoHydrated(page, '/wallet');
    await see(page, 'Failed to load transactions', 30_000);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.unroute('**/api/v4/wallet/transactions*');
    await page.getByRole('button', { name: 'Try Again' }).click();

    const payment = entries(page).first();
    await payment.filter({ hasText: 'Paid for order' }).waitFor();
    expect(await payment.innerText()).toContain(`−₹${variant!.price.toLocaleString('en-IN')}`);
    expect(await entries(page).count()).toBe(10);
    const pages = page.getByRole('navigation', { name: 'Transaction pages' });
    await see(page, 'Page 1 of 2');
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'wallet-390.png'), fullPage: true });

    await pages.getByRole('button', { name: 'Next' }).click();
    await see(page, 'Page 2 of 2');
    expect(await entries(page).count()).toBe(2);
    expect(await entries(page).first().innerText()).toContain('Credit from Shringar');
    await pages.getByRole('button', { name: 'Previous' }).click();
    await see(page, 'Page 1 of 2');
    await payment.getByRole('link', { name: orderId }).click();
    await page.waitForURL(`**/order-details/${orderId}`);
    await page.context().close();
  }, 180_000);
});
