import { exampleRequest, requestCases } from './invalid-requests.ts';
import { type DocOperation, documentValidator, type RequestDocument, type WireRequest } from './request-validator.ts';

/** What the server answered: its status and, for JSON, the envelope. */
export type ServerAnswer = {
  status: number;
  body: { code?: string; message?: string; errors?: { field: string; message: string }[] } | undefined;
};
export type Send = (call: {
  method: string;
  url: string;
  op: DocOperation;
  request: WireRequest;
}) => Promise<ServerAnswer>;

/** The URL of a request: the path with its parameters filled in, and the query. */
export function urlOf(path: string, request: WireRequest): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? ''));
  const query = new URLSearchParams(request.query).toString();
  return query ? `${filled}?${query}` : filled;
}

const validators = new WeakMap<RequestDocument, ReturnType<typeof documentValidator>>();
/** One validator per document: ajv compiles each schema once. */
function validatorOf(doc: RequestDocument) {
  let validate = validators.get(doc);
  if (!validate) validators.set(doc, (validate = documentValidator(doc)));
  return validate;
}

/** Whether a validation answer names one of the fields the document refused. */
function namesField(answer: ServerAnswer, fields: string[]): boolean {
  const errors = answer.body?.errors ?? [];
  return fields.some((field) => {
    const last = field.split('.').at(-1)!;
    return errors.some((e) => e.field === field || e.field.split('.').includes(last) || e.message.includes(last));
  });
}

/**
 * Sends each request case of one operation and compares two verdicts: the document's (ajv against its schemas)
 * and the server's. Answers what disagrees, one line each: a request the document refuses that the server does
 * not refuse with a 400 naming the field, or a request the server refuses as invalid (400 VALIDATION_ERROR) that
 * the document accepts (a rule the document hides).
 */
export async function requestMismatches(
  doc: RequestDocument,
  entry: { path: string; method: string; op: DocOperation },
  send: Send,
  seed: number,
): Promise<string[]> {
  const validate = validatorOf(doc);
  const out: string[] = [];
  for (const { kind, field, request } of requestCases(entry.op, seed)) {
    const refused = validate(entry.op, request);
    const answer = await send({ method: entry.method, url: urlOf(entry.path, request), op: entry.op, request });
    const invalid = answer.status === 400 && answer.body?.code === 'VALIDATION_ERROR';
    // A refusal may carry the spec's own code (PRODUCT_INFO_INCOMPLETE) as long as it is a 400 naming the field.
    const refusedToo = answer.status === 400;
    const where = `${entry.op.operationId} ${kind}${field ? ` (${field})` : ''}`;
    const said = `${answer.status} ${answer.body?.code ?? ''} ${JSON.stringify(answer.body?.errors ?? answer.body?.message ?? '')}`;
    if (refused.length && !refusedToo)
      out.push(`${where}: the document refuses ${refused.join(', ')}; the server answered ${said}`);
    else if (refused.length && !namesField(answer, refused))
      out.push(`${where}: the document refuses ${refused.join(', ')}; the server's 400 names ${said}`);
    else if (!refused.length && invalid && !(await refusedByState(entry, send, answer)))
      out.push(`${where}: the document accepts it; the server refused ${said}`);
  }
  return out;
}

const errorFields = (answer: ServerAnswer) => (answer.body?.errors ?? []).map((e) => e.field).sort();

/**
 * Whether a refusal is the store's state rather than a rule the document hides: the operation's own example,
 * sent again now, is refused naming the same fields (a create whose example already made the slug it names).
 */
async function refusedByState(
  entry: { path: string; method: string; op: DocOperation },
  send: Send,
  answer: ServerAnswer,
): Promise<boolean> {
  const example = exampleRequest(entry.op);
  const again = await send({ method: entry.method, url: urlOf(entry.path, example), op: entry.op, request: example });
  return (
    again.status === 400 &&
    again.body?.code === 'VALIDATION_ERROR' &&
    JSON.stringify(errorFields(again)) === JSON.stringify(errorFields(answer))
  );
}
