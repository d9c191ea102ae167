/**
 * Examples for the API description, built from the JSON schemas themselves so they can never drift from what
 * the API validates: every example must pass its own schema (the Redocly lint checks it). Field names pick
 * the demo store's values from the one example table (openapi-example-table.ts); a string with a pattern gets
 * the first sample that matches it.
 */
import { EXAMPLE_BY_NAME } from './openapi-example-table.ts';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  contentMediaType?: string;
};

const byName = EXAMPLE_BY_NAME;

/** Strings a pattern may accept, tried in order. */
const patternSamples = [
  '9876543210',
  '560001',
  '1234',
  '42',
  '499',
  'privacy-policy',
  'order_AbCdEfGhIjKlMn',
  'SHR2611220001',
  'https://shringar.example',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'FESTIVE10',
  '2026-11-25',
  'q3Xv9kLmN2pR7sT1uW4yZ6aB8cD0eF5gH3jK7mP9rS1',
  'key-1',
  '/api/v4/media/product/kundan-jhumka.svg',
  '29ABCDE1234F1Z5',
  'ABCDE1234F',
  // A refund payout's IFSC and UPI id.
  'SBIN0001234',
  'priya.sharma@okaxis',
  'true',
  'a',
];

const byFormat: Record<string, string> = {
  email: 'priya.sharma@example.in',
  'date-time': '2026-11-22T10:30:00.000Z',
  date: '2026-11-25',
  uri: 'https://shringar.example/api/v4/media/brand/shringar-studio.svg',
  uuid: '3f0c6d1e-7a52-4c1b-9a8e-2b9f3c4d5e6f',
};

function fitsString(value: string, s: JsonSchema): boolean {
  if (s.minLength !== undefined && value.length < s.minLength) return false;
  if (s.maxLength !== undefined && value.length > s.maxLength) return false;
  if (s.pattern !== undefined && !new RegExp(s.pattern).test(value)) return false;
  if (s.enum && !s.enum.includes(value)) return false;
  return true;
}

function fitsNumber(value: number, s: JsonSchema, integer: boolean): boolean {
  if (integer && !Number.isInteger(value)) return false;
  if (s.minimum !== undefined && value < s.minimum) return false;
  if (s.maximum !== undefined && value > s.maximum) return false;
  if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return false;
  if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) return false;
  return true;
}

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** `value` as the schema's type (a number as text for a text field) when it passes the schema, else undefined. */
export function fitting(schema: JsonSchema, value: unknown): unknown {
  const types = typesOf(schema);
  const integer = types.includes('integer');
  if ((integer || types.includes('number')) && typeof value === 'number' && fitsNumber(value, schema, integer))
    return value;
  if (types.includes('string') && fitsString(String(value), schema)) return String(value);
  return undefined;
}

function stringExample(s: JsonSchema, name: string | undefined): string {
  const candidates = [
    // A number named in the table is also the example of a text field that carries one (a path id, `page`).
    ...(name !== undefined && ['string', 'number'].includes(typeof byName[name]) ? [String(byName[name])] : []),
    ...(s.format && byFormat[s.format] ? [byFormat[s.format]!] : []),
    ...(s.pattern ? patternSamples : []),
    name ?? 'text',
    'text',
  ];
  const fit = candidates.find((c) => fitsString(c, s));
  if (fit !== undefined) return fit;
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

function numberExample(s: JsonSchema, name: string | undefined, integer: boolean): number {
  const named = name !== undefined && typeof byName[name] === 'number' ? [byName[name] as number] : [];
  const money = integer ? [] : [499];
  const bounds = [s.minimum, s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1, s.maximum];
  const candidates = [...named, ...money, 1, 2, 0, ...bounds.filter((b): b is number => b !== undefined)];
  return candidates.find((c) => fitsNumber(c, s, integer)) ?? 1;
}

/** An example value that validates against `schema`; `$ref`s resolve through `components`. */
export function exampleOf(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  name?: string,
  depth = 0,
): unknown {
  if (!schema || depth > 12) return null;
  if (schema.$ref) return exampleOf(components[schema.$ref.split('/').pop()!], components, name, depth + 1);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const branch = union.find((b) => !typesOf(b).includes('null') || typesOf(b).length > 1) ?? union[0];
    return exampleOf(branch, components, name, depth + 1);
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => exampleOf(part, components, name, depth + 1));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0];
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        // `storeProfile.name` (the store's name) before `name` (the shopper's), when the table has it.
        const qualified = name === undefined ? undefined : byName[`${name}.${key}`];
        const own = qualified === undefined ? undefined : fitting(child, qualified);
        out[key] = own !== undefined ? own : exampleOf(child, components, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(schema.items, components, name, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return numberExample(schema, name, true);
    case 'number':
      return numberExample(schema, name, false);
    case 'boolean':
      return true;
    default:
      return name !== undefined && byName[name] !== undefined ? byName[name] : null;
  }
}
