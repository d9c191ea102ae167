// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanDefinitions } from './lean-endpoints.plugin.ts';

const definitions = (domain: string) => {
  const file = join(import.meta.dirname, `../../../packages/contracts/src/endpoints/${domain}.ts`);
  return { file, source: readFileSync(file, 'utf8') };
};

describe('the browser build of endpoint definitions', () => {
  it('keeps operationId, method and path, and cuts schemas, documentation and the imports only they used', () => {
    const { file, source } = definitions('cart');
    expect(source).toMatch(/schemas: \{/);
    const lean = leanDefinitions(source, file);
    expect(lean).toContain("operationId: 'addToCart'");
    expect(lean).toContain("method: 'POST'");
    expect(lean).toContain("path: '/cart/add'");
    for (const cut of ['schemas:', 'summary:', 'errorCodes:', 'access:', "from '../cart.ts'"])
      expect(lean, cut).not.toContain(cut);
    expect(lean).toContain("import { defineEndpoint } from '../endpoint.ts'");
  });

  it('keeps an import the rest of the file still uses', () => {
    const source = [
      "import { a, b } from './x.ts';",
      "import { defineEndpoint } from '../endpoint.ts';",
      'export const keep = a;',
      "export const e = defineEndpoint({ operationId: 'e', method: 'GET', path: '/e', schemas: { response: b } });",
    ].join('\n');
    const lean = leanDefinitions(source, 'x.ts');
    expect(lean).toContain("import { a } from './x.ts';");
    expect(lean).not.toContain('schemas');
  });
});
