import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../src/plugins/openapi-examples.ts';

/** One operation of the document, as much of it as a request needs. */
export type DocParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
};
export type DocOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: DocParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
};
export type RequestDocument = {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A request as it travels: path, query and header values are text; the body is JSON (or absent). */
export type WireRequest = {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
};

/** Every operation of a document with its path and method. */
export function operationsOf(doc: RequestDocument): { path: string; method: string; op: DocOperation }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as DocOperation })),
  );
}

/** The JSON body schema an operation declares, if it takes JSON. */
export const jsonBodySchema = (op: DocOperation): JsonSchema | undefined =>
  op.requestBody?.content?.['application/json']?.schema;

/** `/items/0/quantity` → `items.0.quantity`; a missing or extra key is named by itself. */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const key =
    (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (error.params as { additionalProperty?: string }).additionalProperty;
  return [...path, ...(key ? [key] : [])].join('.');
}

/**
 * What the document says of a request: the fields it refuses (empty when it accepts the request). JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it, through ajv; path, query and header values are text on the wire, so they are
 * read as OpenAPI's simple style does (`'12'` is an integer 12), the body is not coerced at all.
 */
export function documentValidator(doc: RequestDocument) {
  const options = { strict: false, allErrors: true, validateFormats: true } as const;
  const plain = addFormats.default(new Ajv2020(options));
  const coercing = addFormats.default(new Ajv2020({ ...options, coerceTypes: true }));
  const components = doc.components ?? {};
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const compile = (ajv: Ajv2020, schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The components ride along so that `#/components/schemas/…` resolves inside the compiled schema.
      validate = ajv.compile({ ...schema, components });
      compiled.set(schema, validate);
    }
    return validate;
  };
  const paramSchemas = new Map<JsonSchema, JsonSchema>();
  const wrapped = (schema: JsonSchema) => {
    let out = paramSchemas.get(schema);
    if (!out) paramSchemas.set(schema, (out = { type: 'object', properties: { value: schema } }));
    return out;
  };

  return (op: DocOperation, request: WireRequest): string[] => {
    const refused: string[] = [];
    const sources: Record<DocParameter['in'], Record<string, string>> = {
      path: request.path,
      query: request.query,
      header: request.headers,
      cookie: {},
    };
    for (const parameter of op.parameters ?? []) {
      const given = sources[parameter.in][parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name];
      if (given === undefined) {
        if (parameter.required) refused.push(parameter.name);
        continue;
      }
      if (parameter.schema && !compile(coercing, wrapped(parameter.schema))({ value: given }))
        refused.push(parameter.name);
    }
    const schema = jsonBodySchema(op);
    if (schema) {
      if (request.body === undefined) {
        if (op.requestBody?.required) refused.push('body');
      } else {
        const validate = compile(plain, schema);
        if (!validate(structuredClone(request.body))) refused.push(...new Set(validate.errors!.map(fieldOf)));
      }
    }
    return refused;
  };
}
