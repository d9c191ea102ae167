import { errorCodesFor } from '@shringar/contracts/error-codes';
import { registeredEndpoint } from './endpoint-route.ts';
import { PRODUCT_CSV_COLUMNS } from '@shringar/contracts/admin-product-csv';
import { EXAMPLE_BY_OPERATION, ID_BY_RESOURCE } from './openapi-example-table.ts';
import { exampleOf, fitting, type JsonSchema } from './openapi-examples.ts';

type MediaType = {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
};
type Response = { description?: string; content?: Record<string, MediaType> };
type Parameter = { name: string; in: string; schema?: JsonSchema; example?: unknown };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
};
export type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  [key: string]: unknown;
};

const ERROR_SCHEMA = 'ErrorEnvelope';

/** What a file answer's example looks like; binary files (a PDF, an image upload) get none. */
const fileExamples: Record<string, string> = {
  'image/svg+xml': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">…</svg>',
  'text/html': '<!doctype html><html lang="en">…</html>',
  'application/javascript': '(function () { window.Razorpay = function Razorpay(options) { … }; })();',
  'text/csv': `${PRODUCT_CSV_COLUMNS.join(',')}\n1,Kundan Jhumka Earrings,kundan-jhumka-earrings,Earrings,Shringar Studio,7117,3,true,<p>Handcrafted</p>,1,KJE-GOLD,Gold,1299,1999,25,5,STANDARD,5,6 months,Lightweight | Nickel free,/api/v4/media/product/kundan-jhumka.svg`,
};

const errorEnvelopeSchema: JsonSchema = {
  type: 'object',
  description: 'Every error: success false, a message for people and a stable code for programs.',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    code: { type: 'string', description: 'Stable; each answer lists the codes an operation uses as an enum' },
    errors: {
      type: 'array',
      description: 'Validation failures, one per field',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
      },
    },
  },
  required: ['success', 'message', 'code'],
};

function finishErrorAnswer(response: Response, status: number, endpointCodes: readonly string[] | undefined) {
  const codes = errorCodesFor(status, endpointCodes);
  const description = response.description ?? 'Error';
  const examples = Object.fromEntries(
    codes.map((code) => [
      code,
      {
        summary: code,
        value: {
          success: false,
          message: description,
          code,
          ...(code === 'VALIDATION_ERROR' ? { errors: [{ field: 'phoneNumber', message: description }] } : {}),
        },
      },
    ]),
  );
  response.description = codes.length ? `${description}. Codes: ${codes.join(', ')}` : description;
  // The codes as an enum, so a typed client can switch on `code` and a new code shows as a type change.
  const envelope = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };
  const schema: JsonSchema = codes.length
    ? { allOf: [envelope, { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } }] }
    : envelope;
  response.content = { 'application/json': { schema, examples } };
}

/** A path's `{id}` example by the resource it names (`/api/v4/address/{id}` → an address id). */
function parameterExample(path: string, parameter: Parameter, components: Record<string, JsonSchema>) {
  // An operator path names its resource after /admin: /admin/faqs/{id} is a FAQ's id.
  const segments = path.replace(/^\/api\/v4\//, '').split('/');
  const resource = (segments[0] === 'admin' ? segments[1] : segments[0])!;
  const own = parameter.name === 'id' && parameter.in === 'path' ? ID_BY_RESOURCE[resource] : undefined;
  const fitted = own === undefined || !parameter.schema ? undefined : fitting(parameter.schema, own);
  if (fitted !== undefined) return fitted;
  return exampleOf(parameter.schema, components, parameter.name);
}

function finishOperation(path: string, op: Operation, components: Record<string, JsonSchema>) {
  const endpoint = op.operationId ? registeredEndpoint(op.operationId) : undefined;
  for (const parameter of op.parameters ?? [])
    if (parameter.schema) parameter.example = parameterExample(path, parameter, components);
  const overrides = op.operationId ? EXAMPLE_BY_OPERATION[op.operationId] : undefined;
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    if (!media.schema) continue;
    const example = exampleOf(media.schema, components);
    media.example =
      overrides && example && typeof example === 'object' && !Array.isArray(example)
        ? { ...example, ...overrides }
        : example;
  }

  for (const [statusText, response] of Object.entries(op.responses ?? {})) {
    const status = Number(statusText);
    if (status === 304) {
      delete response.content;
      continue;
    }
    if (status >= 400 && !(endpoint?.produces === 'application/json')) {
      finishErrorAnswer(response, status, endpoint?.errorCodes);
      continue;
    }
    const json = response.content?.['application/json'];
    if (!json) continue;
    const produces = endpoint?.produces;
    if (produces && produces !== 'application/json' && status < 300) {
      const binary = !(produces in fileExamples);
      const schema: JsonSchema = binary
        ? { type: 'string', contentMediaType: produces, description: json.schema?.description }
        : { ...json.schema, type: 'string' };
      response.content = {
        [produces]: { schema, ...(binary ? {} : { example: fileExamples[produces] }) },
      };
      continue;
    }
    json.example = exampleOf(json.schema, components);
  }
}

/**
 * The last pass over the generated document: error answers point at one ErrorEnvelope schema and list the
 * codes each operation uses, file answers carry their own media type, and every request body, parameter and
 * JSON answer gets an example that passes its schema.
 */
export function finishDocument(doc: OpenApiDocument, servers: { url: string; description: string }[]): OpenApiDocument {
  const schemas = { ...doc.components?.schemas, [ERROR_SCHEMA]: errorEnvelopeSchema };
  doc.components = { ...doc.components, schemas };
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const op of Object.values(methods)) finishOperation(path, op, schemas);
  return { ...doc, servers };
}
