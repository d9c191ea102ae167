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

  it('refuses a call the API does not offer, so the check can fail', () => {
    writeFileSync(
      join(dir, 'wrong-call.ts'),
      program.replace("body: { status: 'SHIPPED'", "body: { status: 'TELEPORTED'"),
    );
    expect(typeErrors([join(dir, 'wrong-call.ts')]).join('\n')).toMatch(/TELEPORTED/);
  });
});
