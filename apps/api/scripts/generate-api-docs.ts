/**
 * Writes docs/api.md from the OpenAPI document the endpoint definitions generate, so the reference never drifts
 * from the code (apps/api/test/openapi/api-docs.test.ts fails when the committed file is stale).
 *
 *   npm run docs:api -w apps/api
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiDocument } from './api-document.ts';
import { apiDocsMarkdown } from './api-docs-markdown.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'api.md');
writeFileSync(out, apiDocsMarkdown(await buildApiDocument()));
console.log(`wrote ${out}`);
