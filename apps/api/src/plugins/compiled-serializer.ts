import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type ZodSerializerInput = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers written by a serializer compiled once from the response schema (fast-json-stringify, which Fastify
 * bundles), instead of the Zod provider's path, which encodes the whole answer through the schema and then runs
 * `JSON.stringify` (a page of 24 cards: ~3× the time). The compiled writer emits only the properties the
 * schema declares, as the schema's types, but does not check the answer against it: it is for a routes plugin
 * (`app.setSerializerCompiler`) whose answers are built field by field from SQL rows (catalogue cards and
 * details), where the handler's type is the schema's own. A schema JSON Schema cannot express (a transform, a
 * codec) keeps the Zod provider's path.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const compiled = compileSerializer(route.schema);
  return compiled ?? zodSerializerCompiler(route as unknown as ZodSerializerInput);
};

/** The writer for one Zod schema, or null when its output cannot be written as JSON Schema. */
export function compileSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJsonStringify(jsonSchema as unknown as Parameters<typeof fastJsonStringify>[0]) as (
    data: unknown,
  ) => string;
}
