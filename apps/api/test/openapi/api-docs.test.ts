import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiDocsMarkdown } from '../../scripts/api-docs-markdown.ts';
import { buildApiDocument } from '../../scripts/api-document.ts';

const committed = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'docs', 'api.md');

describe('docs/api.md', () => {
  it('is what the generator writes now (run npm run docs:api -w apps/api after changing an endpoint)', async () => {
    const written = apiDocsMarkdown(await buildApiDocument());
    expect(readFileSync(committed, 'utf8') === written, 'docs/api.md is stale: npm run docs:api -w apps/api').toBe(
      true,
    );
    expect(written).toContain('| `getProduct` | GET | `/api/v4/products/{id}` |');
    expect(written).toContain('`OUT_OF_STOCK`');
  }, 120_000);
});
