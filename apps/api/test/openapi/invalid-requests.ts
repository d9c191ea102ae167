import { exampleOf, type JsonSchema } from '../../src/plugins/openapi-examples.ts';
import { type DocOperation, jsonBodySchema, type WireRequest } from './request-validator.ts';

/** The fuzzer's invalid cases, typed: what was done to which field of the request. */
export type CaseKind =
  | 'valid example'
  | 'required field left out'
  | 'optional field left out'
  | 'number for string'
  | 'string for number'
  | 'wrong type'
  | 'null'
  | 'string too long'
  | 'string too short'
  | 'pattern broken'
  | 'enum value outside'
  | 'extra unknown field'
  | 'integer out of range'
  | 'not a whole number'
  | 'too many items'
  | 'too few items';

export type RequestCase = { kind: CaseKind; field: string; request: WireRequest };

type Schema = JsonSchema & { maxItems?: number; multipleOf?: number };
const OMIT = Symbol('omit');
type Candidate = { kind: CaseKind; value: unknown };

/** A small seeded generator (mulberry32): the same seed, the same cases, on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string's hash, to seed each operation on its own (adding an operation changes no other one's cases). */
export const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

const variantsOf = (schema: Schema | undefined): Schema[] =>
  schema ? [schema, ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).flatMap(variantsOf)] : [];
const typesOf = (schema: Schema | undefined) =>
  new Set(variantsOf(schema).flatMap((v) => [v.type ?? []].flat() as string[]));
const objectVariant = (schema: Schema | undefined) => variantsOf(schema).find((v) => v.properties);
const arrayVariant = (schema: Schema | undefined) => variantsOf(schema).find((v) => v.items);

/** Texts that break a pattern, tried in the generator's order: the first the pattern refuses is used. */
const patternBreakers = ['', ' ', 'x', '!!', '-1', 'abc def', '12345678901234567890', 'é', '9'.repeat(101)];

/** Values for one field that a document may refuse, by the kind of mistake; `text` when the wire is text. */
function candidatesFor(schema: Schema, example: unknown, text: boolean, random: () => number): Candidate[] {
  const out: Candidate[] = [];
  const types = typesOf(schema);
  const asWire = (value: unknown) => (text ? String(value) : value);
  if (types.has('string')) out.push({ kind: 'number for string', value: asWire(12345) });
  if (types.has('integer') || types.has('number')) out.push({ kind: 'string for number', value: 'abc' });
  if (types.has('boolean')) out.push({ kind: 'wrong type', value: text ? 'yes' : 'true' });
  if (!text && (types.has('object') || types.has('array'))) out.push({ kind: 'wrong type', value: 'x' });
  if (!text) out.push({ kind: 'null', value: null });
  for (const v of variantsOf(schema)) {
    const base = typeof example === 'string' && example ? example : 'a';
    if (typeof v.maxLength === 'number')
      out.push({ kind: 'string too long', value: base.padEnd(v.maxLength + 1, base.at(-1)) });
    if (typeof v.minLength === 'number' && v.minLength > 0)
      out.push({ kind: 'string too short', value: base.slice(0, v.minLength - 1) });
    if (v.pattern) {
      const pattern = new RegExp(v.pattern, 'u');
      const start = Math.floor(random() * patternBreakers.length);
      const order = [...patternBreakers.slice(start), ...patternBreakers.slice(0, start)];
      const broken = order.find((s) => !pattern.test(s));
      if (broken !== undefined) out.push({ kind: 'pattern broken', value: broken });
    }
    if (v.enum)
      out.push({ kind: 'enum value outside', value: typeof v.enum[0] === 'number' ? asWire(987654) : 'NOT_AN_OPTION' });
    if (v.type === 'integer' || v.type === 'number') {
      const bounds = [
        typeof v.minimum === 'number' ? v.minimum - 1 : -1,
        typeof v.maximum === 'number' ? v.maximum + 1 : 2 ** 31,
        ...(typeof v.exclusiveMinimum === 'number' ? [v.exclusiveMinimum] : []),
        ...(typeof v.exclusiveMaximum === 'number' ? [v.exclusiveMaximum] : []),
      ];
      for (const value of bounds) out.push({ kind: 'integer out of range', value: asWire(value) });
      if (v.type === 'integer' || v.multipleOf) out.push({ kind: 'not a whole number', value: asWire(1.005) });
    }
    if (v.items && !text) {
      const item = Array.isArray(example) && example.length ? example[0] : exampleOf(v.items, {});
      if (typeof v.maxItems === 'number')
        out.push({ kind: 'too many items', value: Array.from({ length: v.maxItems + 1 }, () => item) });
      if (typeof v.minItems === 'number' && v.minItems > 0)
        out.push({ kind: 'too few items', value: Array.from({ length: v.minItems - 1 }, () => item) });
    }
  }
  return out;
}

/** Sets (or, with OMIT, removes) the value at a dotted path of a copy of `root`. */
function withValue(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root && typeof root === 'object' ? root : {}) }) as Record<
    string | number,
    unknown
  >;
  const next = withValue(copy[head!], rest, value);
  if (next === OMIT) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/** Cases for a JSON value and everything inside it, to `depth` levels of objects and arrays. */
function bodyCases(
  schema: Schema | undefined,
  example: unknown,
  path: (string | number)[],
  random: () => number,
  depth = 3,
): { kind: CaseKind; path: (string | number)[]; value: unknown }[] {
  if (!schema || depth === 0) return [];
  const out: { kind: CaseKind; path: (string | number)[]; value: unknown }[] = [];
  const object = objectVariant(schema);
  if (object) {
    const given = (example && typeof example === 'object' && !Array.isArray(example) ? example : {}) as Record<
      string,
      unknown
    >;
    for (const [name, field] of Object.entries(object.properties ?? {})) {
      const at = [...path, name];
      const kind = object.required?.includes(name) ? 'required field left out' : 'optional field left out';
      if (name in given || kind === 'required field left out') out.push({ kind, path: at, value: OMIT });
      for (const c of candidatesFor(field as Schema, given[name], false, random)) out.push({ ...c, path: at });
      const inner = given[name] ?? exampleOf(field, {});
      if (objectVariant(field as Schema) || arrayVariant(field as Schema))
        out.push(...bodyCases(field as Schema, inner, at, random, depth - 1));
    }
    out.push({ kind: 'extra unknown field', path: [...path, 'unexpectedField'], value: 'x' });
  }
  const array = arrayVariant(schema);
  if (array && Array.isArray(example) && example.length)
    out.push(...bodyCases(array.items as Schema, example[0], [...path, 0], random, depth - 1));
  return out;
}

/** The request the document's own examples make: path, required query and header values, and the body. */
export function exampleRequest(op: DocOperation): WireRequest {
  const request: WireRequest = { path: {}, query: {}, headers: {} };
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') request.path[p.name] = String(p.example);
    else if (p.in === 'query' && p.required) request.query[p.name] = String(p.example);
    else if (p.in === 'header' && p.required) request.headers[p.name.toLowerCase()] = String(p.example);
  }
  const body = op.requestBody?.content?.['application/json'];
  if (body) request.body = body.example;
  return request;
}

/**
 * Every request case of one operation: its examples' valid request, then each typed mistake in one field of it
 * (a parameter, or any field of a JSON body to three levels), at most `limit` of them, picked by the seeded
 * generator when there are more.
 */
export function requestCases(op: DocOperation, seed: number, limit = 20): RequestCase[] {
  const random = seededRandom(seed ^ hashOf(op.operationId));
  const valid = exampleRequest(op);
  const cases: RequestCase[] = [];
  for (const p of op.parameters ?? []) {
    if (!p.schema || p.in === 'cookie') continue;
    const part = p.in === 'header' ? 'headers' : p.in;
    const key = p.in === 'header' ? p.name.toLowerCase() : p.name;
    const at = (value: string | typeof OMIT): WireRequest => {
      const values = { ...valid[part] };
      if (value === OMIT) delete values[key];
      else values[key] = value;
      return { ...valid, [part]: values };
    };
    if (p.required && p.in !== 'path')
      cases.push({ kind: 'required field left out', field: p.name, request: at(OMIT) });
    for (const c of candidatesFor(p.schema as Schema, p.example, true, random))
      if (!(p.in === 'path' && c.value === ''))
        cases.push({ kind: c.kind, field: p.name, request: at(String(c.value)) });
  }
  const schema = jsonBodySchema(op);
  for (const c of bodyCases(schema as Schema | undefined, valid.body, [], random))
    cases.push({
      kind: c.kind,
      field: c.path.join('.'),
      request: { ...valid, body: withValue(valid.body, c.path, c.value) },
    });
  // An extra query parameter: OpenAPI cannot forbid one, so the server must not refuse it either.
  cases.push({
    kind: 'extra unknown field',
    field: 'unexpectedParameter',
    request: { ...valid, query: { ...valid.query, unexpectedParameter: 'x' } },
  });

  // Fisher–Yates with the seeded generator, then the first `limit`.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return [{ kind: 'valid example', field: '', request: valid }, ...cases.slice(0, limit)];
}
