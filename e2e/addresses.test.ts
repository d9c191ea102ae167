import type { Address } from '@shringar/contracts/address';
import type { User } from '@shringar/contracts/user';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated, see, waitForHydration } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { signInThroughForm, storedToken } from './sign-in-form';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

const HOME = {
  name: 'Asha Rao',
  address: '12, Marine Drive, Flat 4B',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400001',
  phone: '9876543210',
  landmark: 'Near Churchgate',
};
const OFFICE = {
  ...HOME,
  name: 'Asha at work',
  address: '7 Connaught Place',
  city: 'Delhi',
  state: 'Delhi',
  pincode: '110001',
  landmark: '',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const cards = (page: Page) => page.getByTestId('address-card');
const addressesOf = (token: string) => apiAs<Address[]>(token, 'GET', '/address');

async function fillForm(page: Page, values: Partial<typeof HOME>) {
  const labels: Record<keyof typeof HOME, string> = {
    name: 'Name',
    address: 'Address',
    landmark: 'Landmark (optional)',
    pincode: 'Pincode',
    city: 'City',
    state: 'State',
    phone: 'Phone',
  };
  for (const [key, value] of Object.entries(values)) await field(page, labels[key as keyof typeof HOME]).fill(value);
}

describe('address management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a signed-out shopper to sign in and back, then adds an address from checkout and returns there', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/address-management?from=checkout');
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/address-management?from=checkout',
    );
    await waitForHydration(page);
    await signInThroughForm(page, shopperPhone(24));
    await page.waitForURL((url) => url.pathname === '/address-management' && url.search === '?from=checkout');
    const token = (await storedToken(page))!;
    await see(page, 'No saved addresses');
    await page.getByRole('button', { name: 'Add Address' }).first().click();
    await fillForm(page, { ...HOME, name: `  ${HOME.name}  ` });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await see(page, 'Address added successfully!');
    await page.waitForURL((url) => url.pathname === '/checkout');
    expect(await page.evaluate(() => window.sessionStorage.getItem('fromAddressManagement'))).toBe('true');

    const saved = await addressesOf(token);
    expect(saved).toEqual([expect.objectContaining({ ...HOME, isSelected: true })]);
    expect((await apiAs<User>(token, 'GET', '/user')).selectedAddress).toBe(saved[0]!.id);
    await page.close();
  });

  it('checks the form in the spec’s order, limits phone and pincode, and fills city and state from the pincode', async () => {
    const token = await signInByApi(shopperPhone(25));
    const page = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(page, '/address-management');
    await page.getByRole('button', { name: 'Add Address' }).first().click();
    const save = page.getByRole('button', { name: 'Save Address' });
    const alert = page.getByRole('alert');
    const expectMessage = async (message: string) => {
      await save.click();
      await alert.filter({ hasText: message }).waitFor();
      expect(await alert.innerText()).toBe(message);
    };
    await expectMessage('Name is required');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await fillForm(page, { name: '   ' });
    await expectMessage('Name is required');
    await fillForm(page, { name: HOME.name });
    await expectMessage('Address is required');
    await fillForm(page, { address: HOME.address });
    await expectMessage('State is required');
    await fillForm(page, { state: 'Somewhere' });
    await expectMessage('City is required');
    await fillForm(page, { city: 'Somewhere' });
    await expectMessage('Pincode is required');
    await field(page, 'Pincode').pressSequentially('40a00');
    expect(await field(page, 'Pincode').inputValue()).toBe('4000');
    await expectMessage('Phone is required');
    await field(page, 'Phone').pressSequentially('98765432109');
    expect(await field(page, 'Phone').inputValue()).toBe('9876543210');
    await expectMessage('Pincode must be 6 digits');
    await field(page, 'Phone').fill('98765');
    // Typing the sixth digit fills city and state from the directory; they stay editable.
    await field(page, 'Pincode').fill('');
    await field(page, 'Pincode').pressSequentially('400001');
    await expect.poll(() => field(page, 'City').inputValue()).toBe('Mumbai');
    expect(await field(page, 'State').inputValue()).toBe('Maharashtra');
    await field(page, 'Pincode').fill('40000');
    await field(page, 'Pincode').pressSequentially('12');
    expect(await field(page, 'Pincode').inputValue()).toBe('400001');
    await expectMessage('Phone number must be 10 digits');
    await field(page, 'City').fill('South Mumbai');
    await field(page, 'Phone').fill(HOME.phone);
    await save.click();
    await see(page, 'Address added successfully!');
    await cards(page).first().waitFor();
    expect(await addressesOf(token)).toEqual([
      expect.objectContaining({
        name: HOME.name,
        city: 'South Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
        landmark: null,
      }),
    ]);
    await page.close();
  });

  it('edits, selects and deletes addresses (with confirmation), clearing the selection when the selected one goes', async () => {
    const token = await signInByApi(shopperPhone(26));
    const home = await apiAs<Address>(token, 'POST', '/address', HOME);
    const office = await apiAs<Address>(token, 'POST', '/address', OFFICE);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, '/address-management');
    await cards(page).nth(1).waitFor();
    const officeCard = cards(page).filter({ hasText: OFFICE.address });
    const homeCard = cards(page).filter({ hasText: HOME.address });
    expect(await homeCard.getByText('Selected', { exact: true }).isVisible()).toBe(true);

    await officeCard.getByRole('button', { name: /^Edit/ }).click();
    expect(await field(page, 'Name').inputValue()).toBe(OFFICE.name);
    await field(page, 'Name').fill('Asha (office)');
    await page.getByRole('button', { name: 'Update Address' }).click();
    await see(page, 'Address updated successfully!');
    await cards(page).filter({ hasText: 'Asha (office)' }).waitFor();
    expect((await apiAs<Address>(token, 'GET', `/address/${office.id}`)).name).toBe('Asha (office)');

    await officeCard.getByRole('button', { name: /^Select/ }).click();
    await see(page, 'Address selected successfully!');
    await officeCard.getByText('Selected', { exact: true }).waitFor();
    expect((await apiAs<User>(token, 'GET', '/user')).selectedAddress).toBe(office.id);

    await officeCard.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Address' });
    await confirm.getByText('Are you sure you want to delete this address?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await cards(page).count()).toBe(2);
    await officeCard.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await see(page, 'Address deleted successfully!');
    await officeCard.waitFor({ state: 'detached' });
    expect((await addressesOf(token)).map((a) => a.id)).toEqual([home.id]);
    expect((await apiAs<User>(token, 'GET', '/user')).selectedAddress).toBeNull();
    await page.close();
  });

  it('says so when loading, saving, selecting or deleting fails', async () => {
    const token = await signInByApi(shopperPhone(27));
    await apiAs<Address>(token, 'POST', '/address', HOME);
    await apiAs<Address>(token, 'POST', '/address', OFFICE);
    const page = await openPage(browser, PHONE, { authToken: token });
    const fail = (route: import('playwright-core').Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' });
    await page.route('**/api/v4/address', fail);
    await gotoHydrated(page, '/address-management');
    await see(page, 'Failed to load addresses');
    await page.unroute('**/api/v4/address');
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards(page).nth(1).waitFor();

    await page.route('**/api/v4/address/select/*', fail);
    await cards(page)
      .filter({ hasText: OFFICE.address })
      .getByRole('button', { name: /^Select/ })
      .click();
    await see(page, 'Failed to select address. Please try again.');
    await page.route(/\/api\/v4\/address\/\d+$/, fail);
    await cards(page)
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete Address' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await see(page, 'Failed to delete address. Please try again.');
    await cards(page).first().getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('button', { name: 'Update Address' }).click();
    await see(page, 'Failed to update address. Please try again.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.route('**/api/v4/address', fail);
    await page.getByRole('button', { name: 'Add Address' }).click();
    await fillForm(page, OFFICE);
    await page.getByRole('button', { name: 'Save Address' }).click();
    await see(page, 'Failed to add address. Please try again.');
    expect((await addressesOf(token)).length).toBe(2);
    await page.close();
  });

  it('from checkout, selecting a saved address returns to checkout', async () => {
    const token = await signInByApi(shopperPhone(28));
    await apiAs<Address>(token, 'POST', '/address', HOME);
    const office = await apiAs<Address>(token, 'POST', '/address', OFFICE);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, '/address-management?from=checkout');
    await cards(page)
      .filter({ hasText: OFFICE.address })
      .getByRole('button', { name: /^Select/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    expect((await apiAs<User>(token, 'GET', '/user')).selectedAddress).toBe(office.id);
    await page.close();
  });

  let a11yToken: string | undefined;
  for (const [name, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`has no serious accessibility problems with the list and the form at ${name} px`, async () => {
      // One session for both widths: a phone may ask for one code every 30 s.
      a11yToken ??= await signInByApi(shopperPhone(29));
      const token = a11yToken;
      if ((await addressesOf(token)).length === 0) await apiAs<Address>(token, 'POST', '/address', HOME);
      const page = await openPage(browser, viewport, { authToken: token });
      await gotoHydrated(page, '/address-management');
      await cards(page).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add Address' }).click();
      await page.getByRole('button', { name: 'Save Address' }).click();
      await see(page, 'Name is required');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `address-management-${name}.png`), fullPage: true });
      await page.close();
    });
  }
});
