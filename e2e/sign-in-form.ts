import type { Page } from 'playwright-core';
import { waitForHydration } from './page-helpers';
import { TEST_OTP } from './test-phones';

/** The sign-in page's parts, found as a shopper finds them. */
export const signInForm = (page: Page) => ({
  phone: page.getByLabel('Mobile number'),
  send: page.getByRole('button', { name: 'Send OTP' }),
  boxes: page.getByTestId('otp-box'),
  verify: page.getByRole('button', { name: 'Verify OTP' }),
  changePhone: page.getByRole('button', { name: 'Change phone number' }),
});

/** Signs in through the page the shopper is on (/auth): number, Send OTP, the code, Verify OTP. */
export async function signInThroughForm(page: Page, phone: string, code = TEST_OTP) {
  const form = signInForm(page);
  // Send OTP is a button: pressed before the page has hydrated, it does nothing.
  await waitForHydration(page);
  // After a redirect here the header renders afresh above the form; a press before it has would be moved.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Shringar/ })
    .waitFor();
  await form.phone.fill(phone);
  await form.send.click();
  await form.boxes.first().waitFor();
  for (const [i, digit] of code.split('').entries()) await form.boxes.nth(i).fill(digit);
  await form.verify.click();
}

/** The token the page keeps (spec 3 'Session'), or null. */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));
