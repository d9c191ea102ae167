/**
 * docs/api.md from the OpenAPI document: every operation with its operationId, auth, inputs, answer and the
 * error codes of each error answer. Pure, so a test can compare the committed file with what it writes now.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  $ref?: string;
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let components: Record<string, Schema> = {};
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? resolve(components[s.$ref.split('/').pop()!]) : s;

/** A one-line type: string, number, boolean, 'A' | 'B', Card[], { items, pagination } … */
function typeOf(raw: Schema | undefined, depth = 0): string {
  const s = resolve(raw);
  if (!s) return 'any';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' \\| ');
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const parts = union.filter((u) => resolve(u)?.type !== 'null').map((u) => typeOf(u, depth));
    const nullable = union.some((u) => resolve(u)?.type === 'null');
    return [...new Set(parts)].join(' \\| ') + (nullable ? ' \\| null' : '');
  }
  if (s.allOf?.length === 1) return typeOf(s.allOf[0], depth);
  const type = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null').join(' \\| ') : s.type;
  if (type === 'array') return `${typeOf(s.items, depth)}[]`;
  if (type === 'object' || s.properties) {
    const keys = Object.keys(s.properties ?? {});
    if (keys.length === 0) return 'object';
    if (depth >= 1) return `{ ${keys.join(', ')} }`;
    return `{ ${keys.map((k) => `${k}${s.required?.includes(k) ? '' : '?'}: ${typeOf(s.properties![k], depth + 1)}`).join(', ')} }`;
  }
  if (type === 'integer') return 'integer';
  return type ?? 'any';
}

function rules(raw: Schema | undefined): string {
  const s = resolve(raw);
  if (!s) return '';
  const r: string[] = [];
  if (s.pattern) r.push(`pattern \`${s.pattern}\``);
  if (s.minimum !== undefined) r.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) r.push(`≤ ${s.maximum}`);
  if (s.minLength !== undefined) r.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) r.push(`max length ${s.maxLength}`);
  if (s.default !== undefined) r.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) r.push(s.description);
  return r.join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function fieldTable(rows: { name: string; required: boolean; schema: Schema | undefined }[]): string[] {
  if (rows.length === 0) return [];
  return [
    '| Field | Type | Required | Rules |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.name}\` | ${typeOf(r.schema).replace(/(?<!\\)\|/g, '\\|')} | ${r.required ? 'yes' : 'no'} | ${cell(rules(r.schema))} |`,
    ),
  ];
}

function authOf(op: Operation): string {
  const security = op.security ?? [];
  if (security.some((s) => 'operator' in s)) return 'staff session or operator token';
  const bearer = security.some((s) => 'bearer' in s);
  const anonymous = security.some((s) => Object.keys(s).length === 0);
  if (bearer && anonymous) return 'optional bearer token (personalises the answer)';
  // From the document's security alone: a 401 may also mean wrong credentials (staff sign-in), not a token.
  if (bearer) return 'bearer token required';
  return 'none';
}

function dataSchema(op: Operation): Schema | undefined {
  const ok = op.responses?.['200'] ?? op.responses?.['201'];
  const schema = resolve(ok?.content?.['application/json']?.schema);
  return schema?.properties?.data ?? schema;
}

/** The media type of an answer that is not JSON (an image, a PDF, a page). */
function fileAnswer(op: Operation): string | undefined {
  const types = Object.keys((op.responses?.['200'] ?? op.responses?.['201'])?.content ?? {});
  return types.length && !types.includes('application/json') ? types.join(', ') : undefined;
}

/** 'Not authenticated. Codes: UNAUTHORIZED' → 'Not authenticated (`UNAUTHORIZED`)'. */
function errorText(description = 'Error'): string {
  const [text, codes] = description.split('. Codes: ');
  return codes
    ? `${text} (${codes
        .split(', ')
        .map((c) => `\`${c}\``)
        .join(', ')})`
    : text!;
}

function describeOperation(method: string, path: string, op: Operation): string[] {
  const lines = [
    `### ${method.toUpperCase()} ${path}`,
    '',
    op.summary ?? '',
    '',
    `- Operation: \`${op.operationId ?? '-'}\``,
    `- Auth: ${authOf(op)}`,
  ];
  const params = op.parameters ?? [];
  for (const where of ['path', 'query'] as const) {
    const rows = params
      .filter((p) => p.in === where)
      .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema }));
    if (rows.length) lines.push('', where === 'path' ? '**Path parameters**' : '**Query**', '', ...fieldTable(rows));
  }
  const body = Object.entries(op.requestBody?.content ?? {});
  if (body.length) {
    const [contentType, { schema: rawBody }] = body[0]!;
    const bodySchema = resolve(rawBody);
    const rows = Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
      name,
      required: bodySchema?.required?.includes(name) ?? false,
      schema,
    }));
    lines.push('', `**Body** (${body.map(([c]) => c).join(', ') || contentType})`, '', ...fieldTable(rows));
  }
  const file = fileAnswer(op);
  const data = file ? undefined : dataSchema(op);
  if (file) lines.push('', `**Answer**: ${file}`);
  if (data) lines.push('', `**Answer \`data\`**: \`${typeOf(data).replace(/\\\|/g, '|')}\``);
  const errors = Object.entries(op.responses ?? {}).filter(([status]) => Number(status) >= 400);
  if (errors.length)
    lines.push('', '**Errors**', '', ...errors.map(([status, r]) => `- ${status}: ${errorText(r.description)}`));
  lines.push('');
  return lines;
}

export function apiDocsMarkdown(document: unknown): string {
  const doc = document as OpenApi;
  components = doc.components?.schemas ?? {};
  const operations = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m]).map((m) => ({ path, method: m, op: ops[m]!, tag: ops[m]!.tags?.[0] ?? 'other' })),
    )
    .filter((o) => !o.path.startsWith('/api/v4/docs'))
    .sort((a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

  const lines = [
    '# Shringar API v4 — reference',
    '',
    '<!-- Generated by apps/api/scripts/generate-api-docs.ts from the endpoint definitions (npm run docs:api -w apps/api). Do not edit by hand; a test fails when it is stale. -->',
    '',
    'Base path `/api/v4`; trailing slashes are ignored. Every success is `{ success: true, message, data }` and every',
    'error `{ success: false, message, code, errors? }` (`errors` lists `{ field, message }` for validation failures).',
    'Money is in rupees (the database keeps paise). Signed-in calls take `Authorization: Bearer <token>` from',
    '`POST /auth/user/verify-otp/`. Paged lists answer `{ items, pagination: { totalItems, totalPages, currentPage,',
    'hasNextPage, hasPreviousPage } }`; `page` ≥ 1, `itemsPerPage` 1–100. Anonymous catalogue answers carry',
    '`Cache-Control: public, no-cache` (stored, but revalidated on every use) and a weak `ETag` (send `If-None-Match` for a 304);',
    'answers personalised by a token carry `Cache-Control: private, no-store`. The live, browsable version of this',
    'document is served at `/api/v4/docs` (OpenAPI JSON at `/api/v4/docs/json`).',
    '',
    `${operations.length} calls.`,
    '',
    '## Index',
    '',
    '| Operation | Method | Path | Auth | Summary |',
    '|---|---|---|---|---|',
    ...operations.map(
      (o) =>
        `| \`${o.op.operationId ?? '-'}\` | ${o.method.toUpperCase()} | \`${o.path}\` | ${authOf(o.op)} | ${cell(o.op.summary ?? '')} |`,
    ),
    '',
  ];
  let tag = '';
  for (const o of operations) {
    if (o.tag !== tag) {
      tag = o.tag;
      lines.push(`## ${tag}`, '');
    }
    lines.push(...describeOperation(o.method, o.path, o.op));
  }
  return lines.join('\n');
}
