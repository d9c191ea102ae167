import { createRequire } from 'node:module';
import type { OpenApiDocument } from '../../src/plugins/openapi-document.ts';

// Spectral's packages are CommonJS; loaded through require so their named exports resolve under ESM.
const require = createRequire(import.meta.url);
const { Document, Spectral } = require('@stoplight/spectral-core') as typeof import('@stoplight/spectral-core');
const { Json } = require('@stoplight/spectral-parsers') as typeof import('@stoplight/spectral-parsers');
const { oas } = require('@stoplight/spectral-rulesets') as typeof import('@stoplight/spectral-rulesets');

export type SpectralProblem = {
  rule: string;
  severity: 'error' | 'warning' | 'info' | 'hint';
  path: string;
  message: string;
};

/**
 * Rules of Spectral's recommended OpenAPI ruleset (`spectral:oas`) this document turns off, each with its reason.
 * Every other recommended rule must pass without an error or a warning.
 */
export const RULES_OFF: Record<string, string> = {};

const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

/** Runs `spectral:oas` (recommended rules) over a document, offline, through Spectral's JavaScript API. */
export async function spectralLint(doc: OpenApiDocument | Record<string, unknown>): Promise<SpectralProblem[]> {
  const spectral = new Spectral();
  spectral.setRuleset({
    extends: [[oas as never, 'recommended']],
    rules: Object.fromEntries(Object.keys(RULES_OFF).map((rule) => [rule, 'off'])),
  });
  const results = await spectral.run(new Document(JSON.stringify(doc), Json, 'openapi.json'));
  return results.map((r) => ({
    rule: String(r.code),
    severity: SEVERITY[r.severity]!,
    path: r.path.join('.'),
    message: r.message,
  }));
}
