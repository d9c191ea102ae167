import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

type Card = { productName: string };
type Paged = { items: Card[]; pagination: { totalItems: number } };

const api = <T>(path: string) => apiData<T>(baseUrl(), path);
const cards = (page: Page) => page.locator('[data-testid="product-card"]');
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search products, brands and categories' });
/** Unique per run: the e2e database may outlive one run of this file. */
const RUN = Date.now().toString(36).slice(-5);

/**
 * Search in the shopper's script (issue 31): a shopper types 'लिपस्टिक' on a phone and gets the lipsticks, and a
 * catalogue manager adds a synonym in the console that the store's search uses at once. No shopper signs in.
 */
describe('search in Devanagari and the console’s synonyms', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('finds lipsticks for लिपस्टिक typed in the store’s search, suggestions first', async () => {
    const latin = await api<Paged>('/products/advance-search?query=lipstick&itemsPerPage=20');
    expect(latin.pagination.totalItems).toBeGreaterThan(0);
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/search');
    const input = searchInput(page);
    await input.fill('लिपस्टिक');
    const options = page.getByRole('option');
    await options.first().waitFor({ timeout: 15_000 });
    expect((await options.allInnerTexts()).join(' ')).toMatch(/Lipstick/i);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'लिपस्टिक');
    await see(page, new RegExp(`^${latin.pagination.totalItems} products found`));
    await cards(page).first().waitFor();
    const shown = await cards(page).allInnerTexts();
    expect(shown[0]).toContain(latin.items[0]!.productName);
    // Every card is one the Latin spelling finds too (by name: a card shows name, brand and price, not the word).
    const latinNames = (await api<Paged>('/products/advance-search?query=lipstick&itemsPerPage=50')).items.map(
      (item) => item.productName,
    );
    expect(shown.filter((text) => !latinNames.some((name) => text.includes(name)))).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it('a catalogue manager adds a synonym in the console and the store finds it at once', async () => {
    const term = `karnphool${RUN}`;
    const jhumkas = await api<Paged>('/products/advance-search?query=jhumka&itemsPerPage=20');
    expect((await api<Paged>(`/products/advance-search?query=${term}`)).pagination.totalItems).toBe(0);

    const console = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Meera Iyer', 'catalogue');
    await acceptInvitation(console, path, 'synonyms for every shopper');
    await see(console, 'Hello, Meera Iyer');
    await console
      .getByRole('navigation', { name: 'Console areas' })
      .getByRole('link', { name: 'Search synonyms', exact: true })
      .click();
    await console.getByRole('heading', { level: 1, name: 'Search synonyms' }).waitFor({ timeout: 30_000 });
    const form = console.getByRole('form', { name: 'Add a synonym' });

    // Two words are refused beside the field.
    await form.getByLabel('Word shoppers type').fill('karn phool');
    await form.getByLabel('Also finds').fill('jhumka, earring');
    await form.getByRole('button', { name: 'Add synonym' }).click();
    await see(console, 'term must be one word of letters or digits');
    expect(await form.getByLabel('Word shoppers type').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Word shoppers type').fill(term.toUpperCase());
    await form.getByRole('button', { name: 'Add synonym' }).click();
    await see(console, `“${term}” added: it finds “jhumka”, “earring” too.`);
    const row = console.getByRole('row', { name: new RegExp(term) });
    expect(await row.getByRole('cell').first().textContent()).toBe('jhumka, earring');
    expect(await seriousA11yViolations(console)).toEqual([]);

    // It finds the jhumkas and the other earrings.
    const found = await api<Paged>(`/products/advance-search?query=${term}&itemsPerPage=20`);
    expect(found.pagination.totalItems).toBeGreaterThanOrEqual(jhumkas.pagination.totalItems);
    const store = await openPage(browser, PHONE);
    await gotoHydrated(store, `/search?q=${term}`);
    await see(store, new RegExp(`^${found.pagination.totalItems} products found`));
    await cards(store).first().waitFor();
    expect(await cards(store).first().innerText()).toContain(found.items[0]!.productName);
    await store.close();

    // Deleted again: the store no longer finds anything for it.
    await row.getByRole('button', { name: `Delete: ${term}` }).click();
    await row.getByRole('button', { name: `Confirm delete: ${term}` }).click();
    await see(console, `“${term}” deleted.`);
    expect((await api<Paged>(`/products/advance-search?query=${term}`)).pagination.totalItems).toBe(0);
    await console.close();
  }, 120_000);
});
