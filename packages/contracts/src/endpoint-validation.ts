import type { z } from 'zod';
import type { EndpointSchemas } from './endpoint.ts';
import { withTextHygiene } from './text-hygiene.ts';

/** The parts of a request a client writes text into; the rule of text-hygiene.ts covers each. */
const INPUT_PARTS = ['params', 'query', 'body'] as const;

const isRawText = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'string';

const validated = new WeakMap<EndpointSchemas, EndpointSchemas>();

/**
 * The schemas a server validates one endpoint's requests with: the definition's, each input part with the text
 * rule (no control characters, text-hygiene.ts), so no endpoint can forget it. Built once per definition. For the
 * server and the tests; the browser never validates with them.
 */
export function validationSchemas<S extends EndpointSchemas>(schemas: S): S {
  let out = validated.get(schemas);
  if (!out) {
    out = { ...schemas };
    for (const part of INPUT_PARTS) {
      const schema = schemas[part];
      // A raw body (a webhook's signed bytes) is the provider's to read, not text a shopper typed.
      if (schema && !isRawText(schema)) out[part] = withTextHygiene(schema);
    }
    validated.set(schemas, out);
  }
  return out as S;
}
