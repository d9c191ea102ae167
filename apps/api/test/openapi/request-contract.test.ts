import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/session.service.ts';
import { createStaffSession } from '../../src/modules/staff/staff-sessions.ts';
import { createUser } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createStaff } from '../staff-factories.ts';
import { requestCases } from './invalid-requests.ts';
import { requestMismatches, type Send } from './request-contract.ts';
import { type DocOperation, operationsOf, type RequestDocument } from './request-validator.ts';

/**
 * The served document and the server agree on what a valid request is, for every operation (a new one is
 * covered unchanged): each operation's example request and the fuzzer's typed mistakes in each of its fields —
 * a required field left out, a number for a string and a string for a number, too long, too short, a broken
 * pattern, an enum value outside, an unknown field, an integer out of range — go to the real server as the
 * caller the operation is for. When the document's schema refuses a request, the server refuses it with a 400
 * naming the field; when the server refuses one as invalid, the document refuses it too. Seeded: REQUEST_SEED
 * reproduces a run.
 */
const seed = Number(process.env.REQUEST_SEED ?? 20261128);

/**
 * Operations left out, each with its reason. Bodies that are only multipart (file uploads) are left out
 * without a name: a file is not JSON the document's schema can judge.
 */
const EXCLUDED: Record<string, string> = {
  receivePaymentWebhook:
    "A payment provider's signed event: the signature over the raw bytes is checked before any field is read",
  razorpayWebhook: "Razorpay's signed event: the signature over the raw bytes is checked before any field is read",
  receiveCourierWebhook:
    "A courier's signed event: the signature over the raw bytes is checked before any field is read",
};

/** A body that is only multipart is a file upload: no JSON for the document's schema to judge. */
const uploadsOnly = (op: DocOperation) => {
  const types = Object.keys(op.requestBody?.content ?? {});
  return types.length > 0 && types.every((type) => type.startsWith('multipart/'));
};
const checked = (doc: RequestDocument) =>
  operationsOf(doc).filter(({ op }) => !(op.operationId in EXCLUDED) && !uploadsOnly(op));

const schemes = (op: DocOperation) => new Set((op.security ?? []).flatMap((s) => Object.keys(s)));

describe('what the OpenAPI document says of a request is what the server enforces', () => {
  let t: TestApp;
  let doc: RequestDocument;
  let send: Send;
  let calls = 0;

  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
    doc = (await t.call({ method: 'GET', url: '/api/v4/docs/json' })).body as RequestDocument;
    const shopperId = (await createUser(t.ctx)).user.id;
    // Operator calls as an owner (every permission, the automation token's few included); signed in afresh
    // whenever a call signed the session out, as a shopper's is.
    const ownerId = (await createStaff(t, 'owner')).id;
    const signIn = {
      shopper: async () => `Bearer ${(await createSession(t.ctx, shopperId)).token}`,
      owner: async () => `shringar_staff=${(await createStaffSession(t.ctx, ownerId, {})).token}`,
    };
    const signedIn = { shopper: await signIn.shopper(), owner: await signIn.owner() };
    const inject = async (call: Parameters<Send>[0], who: 'shopper' | 'owner' | undefined) => {
      const headers: Record<string, string> = { ...call.request.headers };
      if (who === 'owner') headers.cookie = signedIn.owner;
      if (who === 'shopper') headers.authorization = signedIn.shopper;
      if (call.request.body !== undefined) headers['content-type'] = 'application/json';
      // Each call from a network of its own, so a rate limit per network never answers instead of validation.
      calls++;
      const remoteAddress = `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
      return t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers,
        remoteAddress,
        ...(call.request.body !== undefined ? { payload: JSON.stringify(call.request.body) } : {}),
      });
    };
    send = async (call) => {
      const needs = schemes(call.op);
      const anonymousToo = (call.op.security ?? []).some((s) => !Object.keys(s).length);
      const who = needs.has('staffSession') ? 'owner' : needs.has('bearer') && !anonymousToo ? 'shopper' : undefined;
      let res = await inject(call, who);
      if (res.statusCode === 401 && who) {
        signedIn[who] = await signIn[who]();
        res = await inject(call, who);
      }
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      return { status: res.statusCode, body: body as Awaited<ReturnType<Send>>['body'] };
    };
  }, 120_000);
  afterAll(() => t?.close());

  it('checks every operation but the few left out for a stated reason, with several typed cases each', () => {
    for (const [operation, reason] of Object.entries(EXCLUDED)) expect(reason.length, operation).toBeGreaterThan(30);
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(150);
    expect(checked(doc).length).toBeGreaterThan(operations.length - 10);
    const kinds = new Set(checked(doc).flatMap(({ op }) => requestCases(op, seed).map((c) => c.kind)));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'enum value outside',
        'extra unknown field',
        'integer out of range',
        'number for string',
        'pattern broken',
        'required field left out',
        'string for number',
        'string too long',
        'string too short',
        'valid example',
      ]),
    );
  });

  it('catches a document looser or stricter than the server, so the check can fail', async () => {
    const entryOf = (d: RequestDocument) => checked(d).find(({ op }) => op.operationId === 'createAddress')!;
    const bodyOf = (d: RequestDocument) =>
      entryOf(d).op.requestBody!.content!['application/json']!.schema as {
        required: string[];
        properties: Record<string, object>;
      };
    // Looser: the name may be anything, or nothing; the server still refuses a number or a missing name.
    const loose = structuredClone(doc);
    bodyOf(loose).required = bodyOf(loose).required.filter((field) => field !== 'name');
    bodyOf(loose).properties.name = {};
    const hidden = await requestMismatches(loose, entryOf(loose), send, seed);
    expect(hidden.join('\n')).toMatch(/createAddress .*\(name\): the document accepts it; the server refused 400/);
    // Stricter: a landmark of one character at most; the server takes the example's landmark.
    const strict = structuredClone(doc);
    bodyOf(strict).properties.landmark = { type: ['string', 'null'], maxLength: 1 };
    const refused = await requestMismatches(strict, entryOf(strict), send, seed);
    expect(refused.join('\n')).toMatch(
      /createAddress valid example: the document refuses landmark; the server answered 200/,
    );
  });

  it('agrees with the server on every request case of every operation', async () => {
    const mismatches: string[] = [];
    for (const entry of checked(doc)) {
      mismatches.push(...(await requestMismatches(doc, entry, send, seed)));
    }
    expect(mismatches).toEqual([]);
    // About 3,800 calls: well under a minute on a quiet machine, minutes on a loaded one.
  }, 300_000);
});
