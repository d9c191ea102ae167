import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, findVariants, type Pick1 } from './checkout-helpers';
import { launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { englishLeft, operatorContent } from './hindi-text';
import { gotoHydrated, see, waitForHydration } from './page-helpers';
import { apiAs, shopperPhone, TEST_OTP } from './shopper';

/** The buying journey's pages of the account group in Hindi at 390 px: sign in, cart, checkout, order, lists. */
describe('buying in Hindi', { timeout: 180_000 }, () => {
  let browser: Browser;
  let line: Pick1;
  beforeAll(async () => {
    browser = await launchBrowser();
    line = (await findVariants()).regular[0]!;
  });
  afterAll(() => browser?.close());

  it('signs in, checks out with cash on delivery and reads wishlist and notifications with no English left', async () => {
    // The operator's catalogue and store profile (the header's and footer's names among them), the product and
    // variant bought and the shopper's address: content, not the store's texts.
    const content = [
      ...(await operatorContent([line.product.productId])),
      line.variant.variantName,
      ...Object.values(ADDRESS),
    ].filter(Boolean);
    const page = await openPage(browser, PHONE);
    const check = async (label: string) => {
      expect(await englishLeft(page, content), label).toEqual([]);
      expect(await seriousA11yViolations(page), label).toEqual([]);
    };

    // A signed-out shopper on a Hindi account page signs in in Hindi and comes back to it.
    await gotoHydrated(page, '/hi/wishlist');
    await page.waitForURL(/\/hi\/auth\?redirectTo=%2Fhi%2Fwishlist$/);
    await waitForHydration(page);
    await see(page, 'अपना मोबाइल नंबर डालें, हम आपको SMS से OTP भेजेंगे।');
    await check('sign in');
    await page.getByLabel('मोबाइल नंबर').fill(shopperPhone(65));
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await page.getByRole('group', { name: 'OTP कोड' }).waitFor();
    await see(page, 'OTP जाँचें');
    await check('code step');
    for (const [i, digit] of TEST_OTP.split('').entries()) await page.getByTestId('otp-box').nth(i).fill(digit);
    await page.getByRole('button', { name: 'OTP जाँचें' }).click();
    await page.waitForURL(/\/hi\/wishlist$/, { timeout: 20_000 });
    await see(page, 'आपकी विशलिस्ट खाली है');
    await check('empty wishlist');

    // The shopper's address and one cart line, made through the API as the other checkout tests do.
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
    const address = await apiAs<{ id: number }>(token!, 'POST', '/address', ADDRESS);
    await apiAs(token!, 'POST', `/address/select/${address.id}`);
    await apiAs(token!, 'POST', '/wishlist', { productId: line.product.productId, variantId: line.variant.variantId });
    await apiAs(token!, 'POST', '/cart/add', {
      productId: line.product.productId,
      variantId: line.variant.variantId,
      quantity: 1,
    });

    await gotoHydrated(page, '/hi/wishlist');
    await page.getByRole('button', { name: 'सभी कार्ट में डालें' }).waitFor();
    await check('wishlist');

    // The cart drawer.
    await page.getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: 'मेरा कार्ट' }).waitFor();
    await page.getByTestId('cart-line').first().waitFor();
    await check('cart drawer');
    await page.getByRole('button', { name: 'खरीदने के लिए आगे बढ़ें' }).click();

    // Checkout: review, then payment with cash on delivery.
    await page.waitForURL(/\/hi\/checkout$/);
    await page.getByRole('heading', { name: 'ऑर्डर देखें', level: 1 }).waitFor({ timeout: 20_000 });
    await check('review order');
    await page.getByRole('button', { name: 'पेमेंट पर जाएँ' }).click();
    await page.getByRole('heading', { name: 'पेमेंट', level: 1 }).waitFor();
    await page.getByTestId('method-cod').check();
    await expect.poll(() => page.getByTestId('pay-button').textContent()).toMatch(/^अभी ₹[\d,]+ पे करें$/);
    await check('payment');
    await page.getByTestId('pay-button').click();

    await page.waitForURL(/\/hi\/order-success\?orderId=/, { timeout: 30_000 });
    await see(page, 'ऑर्डर सफलतापूर्वक हो गया!');
    // The order's id is the store's reference, written in Latin letters in both languages.
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    content.push(orderId);
    await check('order placed');

    await gotoHydrated(page, `/hi/payment-failed?orderId=${orderId}&reason=cancelled`);
    await see(page, 'पेमेंट नहीं हो सका');
    await check('payment failed');

    await gotoHydrated(page, '/hi/notifications');
    await page.getByRole('heading', { name: 'सूचनाएँ', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .or(page.getByText(/बिना पढ़ी|सब पढ़ लिया|अभी कोई सूचना नहीं/))
      .first()
      .waitFor();
    // Notifications' titles and bodies are the API's stored words (its templates), not the page's texts.
    const stored = await page.getByTestId('notification').locator('h2, p:not(:last-child)').allInnerTexts();
    content.push(...stored.map((s) => s.replace(/^बिना पढ़ी: /, '')));
    await check('notifications');
    await page.context().close();
  });
});
