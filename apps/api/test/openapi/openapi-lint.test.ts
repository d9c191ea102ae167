import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEndpointTables } from '@shringar/contracts/endpoint-catalog';
import { buildApiDocument } from '../../scripts/api-document.ts';
import type { OpenApiDocument } from '../../src/plugins/openapi-document.ts';
import { RULES_OFF, spectralLint } from './spectral.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
let doc: OpenApiDocument;

type Totals = { errors: number; warnings: number; ignored: number };

/** Redocly's CLI from node_modules, offline: no telemetry, no update check. */
async function lint(file: string): Promise<{ totals: Totals; problems: { ruleId: string; message: string }[] }> {
  const cli = join(root, 'node_modules', '.bin', 'redocly');
  const args = ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const { stdout } = await run(cli, args, { env, maxBuffer: 32 * 1024 * 1024 }).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as Awaited<ReturnType<typeof lint>>;
}

beforeAll(async () => {
  doc = await buildApiDocument({ PUBLIC_BASE_URL: 'https://shop.shringar.in' });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it('passes Redocly with the recommended rules and redocly.yaml, without an error or a warning', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const result = await lint(file);
    expect(result.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('fails the same lint on a broken document, so the check can fail', async () => {
    const broken = structuredClone(doc);
    const [path] = Object.keys(broken.paths!);
    delete broken.paths![path!]!.get?.operationId;
    delete broken.servers;
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    expect((await lint(file)).totals.errors).toBeGreaterThan(0);
  });

  it("passes Spectral's recommended OpenAPI rules without an error or a warning (a rule turned off says why)", async () => {
    for (const [rule, reason] of Object.entries(RULES_OFF)) expect(reason.length, rule).toBeGreaterThan(20);
    const problems = await spectralLint(doc);
    expect(problems.map((p) => `${p.severity} ${p.rule} at ${p.path}: ${p.message}`)).toEqual([]);
    // Spectral checks every one of the document's several hundred examples against its schema: about half a
    // minute on an idle machine, more on a busy one.
  }, 300_000);

  it('fails Spectral on an operation without a description or with an undeclared tag, so the check can fail', async () => {
    // One operation of the document is enough (and keeps the run short): no description, a tag nobody declared.
    const [path, methods] = Object.entries(doc.paths!)[0]!;
    const [method, operation] = Object.entries(methods)[0]!;
    const broken = {
      ...doc,
      paths: { [path]: { [method]: { ...operation, description: undefined, tags: ['undeclared'] } } },
    };
    const rules = (await spectralLint(JSON.parse(JSON.stringify(broken)) as OpenApiDocument)).map((p) => p.rule);
    expect(rules).toEqual(expect.arrayContaining(['operation-description', 'operation-tag-defined']));
  });

  it("has no placeholder example: no value is its own field's name (they come from the demo store's table)", () => {
    const placeholders: string[] = [];
    const visit = (value: unknown, key: string, where: string) => {
      if (Array.isArray(value)) value.forEach((item) => visit(item, key, where));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k, where);
      else if (typeof value === 'string' && (value === key || value === 'text')) placeholders.push(`${where}: ${key}`);
    };
    for (const methods of Object.values(doc.paths!))
      for (const op of Object.values(methods) as Record<string, any>[]) {
        for (const p of op.parameters ?? []) visit(p.example, p.name, `${op.operationId} parameter`);
        for (const media of Object.values(op.requestBody?.content ?? {}) as { example?: unknown }[])
          visit(media.example, '', `${op.operationId} body`);
        for (const [status, answer] of Object.entries(op.responses ?? {}) as [string, any][])
          for (const media of Object.values(answer.content ?? {}) as { example?: unknown }[])
            visit(media.example, '', `${op.operationId} ${status}`);
      }
    expect(placeholders).toEqual([]);
  });

  it('is OpenAPI 3.1 served from PUBLIC_BASE_URL, and every operation has an id, summary, tags, security and examples', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://shop.shringar.in', description: 'Shringar API' }]);
    const operations = Object.values(doc.paths!).flatMap((methods) => Object.values(methods));
    const defined = (await loadEndpointTables()).flatMap((t) => Object.keys(t.table));
    // Every route comes from a definition, and every definition is served.
    expect(operations.map((op) => (op as { operationId: string }).operationId).sort()).toEqual(defined.sort());
    for (const op of operations as Record<string, unknown>[]) {
      const name = String(op.operationId);
      expect(op.operationId, JSON.stringify(op).slice(0, 80)).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(op.description, name).toBeTruthy();
      expect((op.tags as string[]).length, name).toBeGreaterThan(0);
      expect(Array.isArray(op.security), name).toBe(true);
      const body = (op.requestBody as { content: Record<string, { example?: unknown }> } | undefined)?.content;
      for (const media of Object.values(body ?? {})) expect(media.example, name).toBeDefined();
      const responses = op.responses as Record<
        string,
        { content?: Record<string, { example?: unknown; examples?: unknown }> }
      >;
      for (const [status, response] of Object.entries(responses))
        for (const [type, media] of Object.entries(response.content ?? {}))
          if (!type.startsWith('application/pdf') && !type.startsWith('image/webp'))
            expect(media.example ?? media.examples, `${name} ${status} ${type}`).toBeDefined();
    }
  });
});
