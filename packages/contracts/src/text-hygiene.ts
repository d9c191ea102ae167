import type { z } from 'zod';

/**
 * The one rule for text a client sends: no control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F) in
 * any string of a body, query or path, except the line breaks and tabs of a field declared multi-line. A NUL
 * would otherwise reach PostgreSQL and fail there as a 500; the others corrupt logs, CSV exports and SMS.
 * `validationSchemas` (endpoint-validation.ts) applies it to every endpoint's input; a handler that parses input itself (the multipart profile
 * form) applies it with `withTextHygiene`.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`;

const multilineSchemas = new WeakSet<object>();

/** Marks a string field as multi-line text (comments, notes, feedback): newlines and tabs are allowed in it. */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineSchemas.add(schema);
  return schema;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths (array items as `*`) of the fields marked multi-line, read once from the schema. */
function multilinePaths(schema: z.ZodType, path: string[] = [], out = new Set<string>()): Set<string> {
  if (multilineSchemas.has(schema)) out.add(path.join('.'));
  const def = defOf(schema);
  const next = (s: z.ZodType | undefined, p = path) => s && multilinePaths(s, p, out);
  next(def.innerType);
  next(def.in);
  next(def.out);
  next(def.left);
  next(def.right);
  def.options?.forEach((o) => next(o));
  next(def.element, [...path, '*']);
  next(def.valueType, [...path, '*']);
  if (def.type === 'object' && def.shape) for (const [key, s] of Object.entries(def.shape)) next(s, [...path, key]);
  return out;
}

/** Every string of a parsed input whose characters the rule refuses, with its path. */
export function controlCharacterPaths(value: unknown, multilineFields: ReadonlySet<string>): (string | number)[][] {
  const found: (string | number)[][] = [];
  const visit = (v: unknown, path: (string | number)[], pattern: string[]) => {
    if (typeof v === 'string') {
      const allowLines = multilineFields.has(pattern.join('.'));
      if ((allowLines ? CONTROL_EXCEPT_LINES : CONTROL).test(v)) found.push(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, [...path, i], [...pattern, '*']));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) visit(item, [...path, key], [...pattern, key]);
    }
  };
  visit(value, [], []);
  return found;
}

/** The schema with the rule added: a 400 naming each field that holds a control character. */
export function withTextHygiene<T extends z.ZodType>(schema: T): T {
  const multilineFields = multilinePaths(schema);
  return schema.superRefine((value, ctx) => {
    for (const path of controlCharacterPaths(value, multilineFields))
      ctx.addIssue({ code: 'custom', path, message: controlCharacterMessage(path.join('.') || 'value') });
  }) as T;
}
