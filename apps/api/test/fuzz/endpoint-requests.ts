import type { Endpoint, EndpointSchemas } from '@shringar/contracts/endpoint';
import fc from 'fast-check';
import { z } from 'zod';
import { exampleOf, type JsonSchema } from '../../src/plugins/openapi-examples.ts';
import {
  deeplyNested,
  hostileField,
  hostileHeaderText,
  hostileJson,
  hostileUrlText,
  nearlyValidText,
  oversized,
} from './hostile-values.ts';

/** One request the fuzzer sends: everything but who sends it. */
export type FuzzRequest = {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** An input schema as JSON Schema (what the request looks like on the wire). */
function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const fieldsOf = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(fieldsOf);
  return [...new Set([...own, ...nested])];
};

/**
 * Values on and just past the edges a field's schema declares (its bounds, a 32-bit column's, half a paisa, a
 * day that does not exist): where an unchecked value slips past validation into the database and turns a 400
 * into a 500.
 */
export function edgeValues(field: JsonSchema | undefined): unknown[] {
  const variants = [field, ...(field?.anyOf ?? []), ...(field?.oneOf ?? [])].filter((f): f is JsonSchema => !!f);
  return variants.flatMap((f) => {
    const types = [f.type ?? []].flat();
    const out: unknown[] = [];
    if (types.includes('integer') || types.includes('number')) {
      if (typeof f.maximum === 'number') out.push(f.maximum + 1);
      if (typeof f.minimum === 'number') out.push(f.minimum - 1);
      if (typeof f.exclusiveMaximum === 'number') out.push(f.exclusiveMaximum);
      out.push(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e-9, 0.001, 0.005);
    }
    if (types.includes('string') && f.pattern?.includes('\\d{4}')) out.push('2026-13-45', '2026-02-30', '0000-00-00');
    return out;
  });
}

/**
 * A record shaped like a valid input with some fields (or all of it) made hostile: valid neighbours carry a
 * hostile field past the first checks into the handler. A replaced field sometimes takes one of its edge values.
 */
function hostileRecord(schema: JsonSchema | undefined, value: fc.Arbitrary<unknown>) {
  const example = (exampleOf(schema, {}) ?? {}) as Record<string, unknown>;
  const base = typeof example === 'object' && !Array.isArray(example) ? example : {};
  const fields = fieldsOf(schema);
  const edges = fields.map((field) => edgeValues(schema?.properties?.[field]));
  const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'id'), fc.string());
  const mutation = fc.record({
    replace: fields.length ? fc.subarray(fields, { minLength: 1 }) : fc.constant([] as string[]),
    drop: fc.boolean(),
    extra: fc.option(fc.tuple(extraKey, value), { nil: undefined }),
    values: fc.array(value, { minLength: fields.length + 1, maxLength: fields.length + 1 }),
    // Per replaced field: spoil its valid text slightly instead of replacing it (when the example is text).
    spoil: fc.array(fc.option(nearlyValidText, { freq: 2 }), {
      minLength: fields.length + 1,
      maxLength: fields.length + 1,
    }),
    // Per replaced field: which of its edge values to take instead (when it has any).
    edge: fc.array(fc.option(fc.nat(), { freq: 2 }), { minLength: fields.length + 1, maxLength: fields.length + 1 }),
  });
  return mutation.map(({ replace, drop, extra, values, spoil, edge }) => {
    const out: Record<string, unknown> = drop ? {} : { ...base };
    replace.forEach((field, i) => {
      const valid = base[field];
      const spoiler = spoil[i];
      const fieldEdges = edges[fields.indexOf(field)] ?? [];
      const pick = edge[i];
      out[field] =
        pick !== null && pick !== undefined && fieldEdges.length > 0
          ? fieldEdges[pick % fieldEdges.length]
          : spoiler && typeof valid === 'string'
            ? spoiler(valid)
            : values[i];
    });
    if (extra) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true });
    return out;
  });
}

const bodyFor = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: hostileRecord(schema, hostileField) },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: oversized },
  );

const asUrlText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryString(record: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value.slice(0, 5) : [value]) search.append(key, asUrlText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function multipartBody(record: Record<string, unknown>): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(record).map(
    ([key, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${key.replace(/["\r\n]/g, '_')}"\r\n\r\n${asUrlText(value)}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type Encoding = 'json' | 'form' | 'multipart' | 'raw';

const encodings = (endpoint: Endpoint): Encoding[] => {
  const list: Encoding[] = ['json', 'raw'];
  if (endpoint.consumes?.includes('application/x-www-form-urlencoded')) list.push('form');
  if (endpoint.multipart || endpoint.consumes?.includes('multipart/form-data')) list.push('multipart');
  return list;
};

/** Bodies that are not JSON at all, or lie about their type. */
const rawBody = fc.record({
  payload: fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '"text"', '', '\u0000', '{"__proto__":{"polluted":1}}'),
    fc.string({ maxLength: 200 }),
  ),
  contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml', 'application/octet-stream', 'x/y'),
});

/** A path segment as a client would send it; a lone surrogate (no UTF-8 form) goes as U+FFFD, as browsers do. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/**
 * Every request the fuzzer may send to one endpoint: its path with hostile segments, a hostile query, hostile
 * headers it reads, and a hostile body in each encoding it accepts (and some it does not).
 */
export function requestsFor(endpoint: Endpoint, schemas: EndpointSchemas): fc.Arbitrary<FuzzRequest> {
  const params = jsonSchemaOf(schemas.params);
  const query = jsonSchemaOf(schemas.query);
  const headers = jsonSchemaOf(schemas.headers);
  const body = jsonSchemaOf(schemas.body);
  const paramNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const paramExample = (exampleOf(params, {}) ?? {}) as Record<string, unknown>;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

  return fc
    .record({
      segments: fc.array(fc.option(hostileUrlText, { nil: undefined, freq: 3 }), {
        minLength: paramNames.length,
        maxLength: paramNames.length,
      }),
      query: fc.option(hostileRecord(query, fc.oneof(hostileUrlText, fc.array(hostileUrlText, { maxLength: 3 }))), {
        freq: 3,
      }),
      headerValues: fc.array(hostileHeaderText, { minLength: 3, maxLength: 3 }),
      body: hasBody ? bodyFor(body) : fc.constant(undefined),
      encoding: fc.constantFrom(...encodings(endpoint)),
      raw: rawBody,
    })
    .map(({ segments, query: q, headerValues, body: b, encoding, raw }) => {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const i = paramNames.indexOf(name);
        const value = segments[i] ?? String(paramExample[name] ?? '1');
        return encodeSegment(value);
      });
      const out: FuzzRequest = {
        method: endpoint.method,
        url: `/api/v4${path}${q ? queryString(q) : ''}`,
        headers: {},
      };
      fieldsOf(headers).forEach((name, i) => {
        out.headers[name.toLowerCase()] = headerValues[i % headerValues.length]!;
      });
      if (!hasBody) return out;
      if (encoding === 'raw') {
        out.payload = raw.payload;
        out.headers['content-type'] = raw.contentType;
      } else if (encoding === 'form') {
        out.payload = queryString((b && typeof b === 'object' ? b : { value: b }) as Record<string, unknown>).slice(1);
        out.headers['content-type'] = 'application/x-www-form-urlencoded';
      } else if (encoding === 'multipart') {
        const form = multipartBody((b && typeof b === 'object' ? b : { value: b }) as Record<string, unknown>);
        out.payload = form.payload;
        out.headers['content-type'] = form.contentType;
      } else {
        out.payload = JSON.stringify(b) ?? 'null';
        out.headers['content-type'] = 'application/json';
      }
      return out;
    });
}
