import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocument } from '../../scripts/api-document.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));

/** What an app team writes first: one public, one signed-in and one operator call through openapi-fetch. */
const program = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

const api = createClient<paths>({ baseUrl: 'https://shop.shringar.in' });

export async function firstCalls(shopperToken: string, operatorToken: string) {
  const product = await api.GET('/api/v4/products/{id}', { params: { path: { id: '12' } } });
  const name: string | undefined = product.data?.data.productName;
  const failure: string | undefined = product.error?.code;

  const cart = await api.GET('/api/v4/cart', { headers: { Authorization: 'Bearer ' + shopperToken } });
  const items: number | undefined = cart.data?.data.itemCount;

  const order = await api.POST('/api/v4/admin/orders/{id}/status', {
    params: { path: { id: 'SHR2611220001' } },
    body: { status: 'SHIPPED', trackingId: 'AWB123' },
    headers: { Authorization: 'Bearer ' + operatorToken },
  });
  const next: string[] | undefined = order.data?.data.allowedNextStatuses;
  return { name, failure, items, next };
}
`;

/**
 * What an app team builds next, from the document alone: sign in, add to the cart, check the pincode, add an
 * address, place a cash-on-delivery order with an idempotency key, and read a page of orders.
 */
const purchase = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

const api = createClient<paths>({ baseUrl: 'https://shop.shringar.in' });

export async function purchase(otp: string) {
  await api.POST('/api/v4/auth/user/send-otp', { body: { phoneNumber: '9876543210' } });
  const signedIn = await api.POST('/api/v4/auth/user/verify-otp', { body: { phoneNumber: '9876543210', otp } });
  const headers = { Authorization: 'Bearer ' + (signedIn.data?.data.token ?? '') };

  await api.POST('/api/v4/cart/add', { headers, body: { productId: 12, variantId: 31, quantity: 1 } });
  const pincode = await api.GET('/api/v4/pincode/is-pincode-valid/{pincode}', {
    params: { path: { pincode: '560001' } },
  });
  const delivers: boolean | undefined = pincode.data?.data.isValid;

  const address = await api.POST('/api/v4/address', {
    headers,
    body: {
      name: 'Priya Sharma',
      address: '12, 4th Cross, Indiranagar',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      phone: '9876543210',
    },
  });
  const order = await api.POST('/api/v4/order/cart', {
    headers,
    params: { header: { 'idempotency-key': 'checkout-7f3a9c2e1b' } },
    body: { paymentMethods: ['COD'], addressId: address.data?.data.id },
  });
  if (order.error) {
    // Each answer lists its codes as an enum, so a switch is checked against them.
    switch (order.error.code) {
      case 'OUT_OF_STOCK':
      case 'COD_UNAVAILABLE':
        return { retry: false };
      default:
        return { retry: true };
    }
  }
  const orders = await api.GET('/api/v4/orders', { headers, params: { query: { page: 1, itemsPerPage: 10 } } });
  const answer = orders.data?.data;
  const rows = answer === undefined ? [] : Array.isArray(answer) ? answer : answer.items;
  return { delivers, orderId: order.data?.data.orderId, rows: rows.length };
}
`;

/** Type-checks files with the TypeScript API, strict, resolving openapi-fetch from this repository. */
function typeErrors(files: string[]): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    paths: { 'openapi-fetch': [join(root, 'node_modules', 'openapi-fetch')] },
  };
  const created = ts.createProgram(files, options);
  return ts
    .getPreEmitDiagnostics(created)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

beforeAll(async () => {
  const doc = await buildApiDocument();
  writeFileSync(
    join(dir, 'schema.ts'),
    astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0])),
  );
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a TypeScript client generated from the OpenAPI document', () => {
  it('compiles a program calling a public, a signed-in and an operator operation', () => {
    writeFileSync(join(dir, 'first-calls.ts'), program);
    expect(typeErrors([join(dir, 'first-calls.ts')])).toEqual([]);
  });

  it('compiles a purchase: sign-in, cart, pincode, address, a COD order with an idempotency key, a page of orders', () => {
    writeFileSync(join(dir, 'purchase.ts'), purchase);
    expect(typeErrors([join(dir, 'purchase.ts')])).toEqual([]);
  });

  it.each([
    ['an address without its pincode', "      pincode: '560001',\n", '', /pincode/],
    ['an address without its phone', "      phone: '9876543210',\n", '', /phone/],
    ['an item added without its variant', ', variantId: 31', '', /variantId/],
    ['a page number given as text', 'page: 1,', "page: '1',", /string.*number/s],
    [
      'a switch on an error code the operation never answers',
      "case 'COD_UNAVAILABLE':",
      "case 'NO_SUCH_CODE':",
      /NO_SUCH_CODE/,
    ],
  ])('refuses to compile %s', (_, cut, replacement, error) => {
    expect(purchase.includes(cut)).toBe(true);
    const file = join(dir, `purchase-${cut.replace(/\W+/g, '-')}.ts`);
    writeFileSync(file, purchase.replace(cut, replacement));
    expect(typeErrors([file]).join('\n')).toMatch(error);
  });

  it('refuses a call the API does not offer, so the check can fail', () => {
    writeFileSync(
      join(dir, 'wrong-call.ts'),
      program.replace("body: { status: 'SHIPPED'", "body: { status: 'TELEPORTED'"),
    );
    expect(typeErrors([join(dir, 'wrong-call.ts')]).join('\n')).toMatch(/TELEPORTED/);
  });
});
