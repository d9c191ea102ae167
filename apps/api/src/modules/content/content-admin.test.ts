import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, policies } from '../../db/schema/content.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';

describe('console policies and FAQs', () => {
  let t: TestApp;
  let support: string;
  let fulfilment: string;

  beforeAll(async () => {
    t = await createTestApp();
    support = (await createStaff(t, 'support')).cookie;
    fulfilment = (await createStaff(t, 'fulfilment')).cookie;
    await t.db.insert(policies).values({ id: 'return-policy', title: 'Returns', contentHtml: '<p>Seven days.</p>' });
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = support) => {
    const edit = method === 'PUT' ? await currentIfMatch(t, cookie, `/api/v4/admin${url}`) : {};
    return t.call({
      method,
      url: `/api/v4/admin${url}`,
      headers: { cookie, ...edit },
      ...(payload ? { payload } : {}),
    });
  };
  const lastAudit = async () =>
    (await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1))[0]!;

  it('saves a policy sanitised, shows it on the store at once and audits before and after', async () => {
    const store = await t.call({ method: 'GET', url: '/api/v4/policys/return-policy' });
    expect(store.body.data.content).toBe('<p>Seven days.</p>');
    const res = await call('PUT', '/policies/return-policy', {
      title: 'Returns & refunds',
      content:
        '<h2>Ten days</h2><p onclick="x()">Ask <a href="javascript:alert(1)">us</a></p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 'return-policy', title: 'Returns & refunds' });
    expect(res.body.data.content).toBe('<h2>Ten days</h2><p>Ask <a rel="noopener noreferrer">us</a></p>');
    const after = await t.call({ method: 'GET', url: '/api/v4/policys/return-policy' });
    expect(after.body.data.content).toBe(res.body.data.content);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'adminUpdatePolicy', target: 'return-policy', statusCode: 200 });
    expect(audit.before).toMatchObject({ title: 'Returns', content: '<p>Seven days.</p>' });
    expect(audit.after).toMatchObject({ title: 'Returns & refunds' });
  });

  it('names the field that is wrong and answers 404 for an unknown policy', async () => {
    const bad = await call('PUT', '/policies/return-policy', { title: '', content: '<p>x</p>' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('title is required');
    const missing = await call('PUT', '/policies/no-such-policy', { title: 'X', content: '<p>x</p>' });
    expect([missing.status, missing.body.code]).toEqual([404, 'POLICY_NOT_FOUND']);
  });

  it('adds, changes, hides and deletes FAQs; hidden ones leave the Help page', async () => {
    const created = await call('POST', '/faqs', {
      topic: 'Orders',
      question: 'Can I change my address?',
      answer: 'Before the order is packed, yes.',
      sortOrder: 5,
      isActive: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await lastAudit()).after).toMatchObject({ id, question: 'Can I change my address?' });
    const shown = await t.call({ method: 'GET', url: '/api/v4/faqs' });
    expect(shown.body.data.map((f: { id: number }) => f.id)).toContain(id);

    const hidden = await call('PUT', `/faqs/${id}`, { ...created.body.data, id: undefined, isActive: false });
    expect(hidden.status).toBe(200);
    expect((await lastAudit()).before).toMatchObject({ isActive: true });
    expect((await lastAudit()).after).toMatchObject({ isActive: false });
    const store = await t.call({ method: 'GET', url: '/api/v4/faqs' });
    expect(store.body.data.map((f: { id: number }) => f.id)).not.toContain(id);
    const console = await call('GET', '/faqs');
    expect(console.body.data.find((f: { id: number }) => f.id === id)).toMatchObject({ isActive: false });

    const gone = await call('DELETE', `/faqs/${id}`);
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(faqs).where(eq(faqs.id, id))).toEqual([]);
    expect((await call('DELETE', `/faqs/${id}`)).body.code).toBe('FAQ_NOT_FOUND');
  });

  it('refuses a FAQ without a question, and a role without content.manage', async () => {
    const bad = await call('POST', '/faqs', {
      topic: 'Orders',
      question: '',
      answer: 'Yes',
      sortOrder: 0,
      isActive: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('question');
    const refused = await call('GET', '/policies', undefined, fulfilment);
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
