import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, policies } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';

describe('policies and FAQs in Hindi', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'support')).cookie;
    await t.db.insert(policies).values([
      {
        id: 'shipping-policy',
        title: 'Shipping Policy',
        contentHtml: '<p>We ship in two days.</p>',
        titleHi: 'शिपिंग नीति',
        contentHtmlHi: '<p>हम दो दिन में भेजते हैं।</p>',
      },
      { id: 'cancellation-policy', title: 'Cancellation Policy', contentHtml: '<p>Cancel before it ships.</p>' },
    ]);
    await t.db.insert(faqs).values([
      {
        topic: 'Orders',
        question: 'Where is my order?',
        answer: 'See My Orders.',
        topicHi: 'ऑर्डर',
        questionHi: 'मेरा ऑर्डर कहाँ है?',
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url: `/api/v4${url}` });

  it('answers the Hindi version for lang=hi and the English otherwise', async () => {
    const hi = await get('/policys/shipping-policy?lang=hi');
    expect(hi.body.data).toMatchObject({ title: 'शिपिंग नीति', content: '<p>हम दो दिन में भेजते हैं।</p>' });
    const en = await get('/policys/shipping-policy');
    expect(en.body.data).toMatchObject({ title: 'Shipping Policy', content: '<p>We ship in two days.</p>' });
    expect((await get('/policys/shipping-policy?lang=en')).body.data.title).toBe('Shipping Policy');
    const bad = await get('/policys/shipping-policy?lang=fr');
    expect([bad.status, bad.body.message]).toEqual([400, 'lang must be en or hi']);
  });

  it('falls back to the English where no Hindi is written, part by part', async () => {
    const policy = await get('/policys/cancellation-policy?lang=hi');
    expect(policy.body.data).toMatchObject({ title: 'Cancellation Policy', content: '<p>Cancel before it ships.</p>' });
    const list = await get('/faqs?lang=hi');
    expect(list.body.data).toEqual([
      expect.objectContaining({ topic: 'ऑर्डर', question: 'मेरा ऑर्डर कहाँ है?', answer: 'See My Orders.' }),
    ]);
    expect((await get('/faqs')).body.data[0]).toMatchObject({ topic: 'Orders', question: 'Where is my order?' });
  });

  it('saves the Hindi fields from the console sanitised, refuses a stale edit and shows the new Hindi at once', async () => {
    const url = '/api/v4/admin/policies/cancellation-policy';
    const ifMatch = await currentIfMatch(t, cookie, url);
    const body = {
      title: 'Cancellation Policy',
      content: '<p>Cancel before it ships.</p>',
      titleHi: 'रद्द करने की नीति',
      contentHi: '<p onclick="x()">शिप होने से पहले रद्द करें।</p><script>alert(1)</script>',
    };
    const saved = await t.call({ method: 'PUT', url, headers: { cookie, ...ifMatch }, payload: body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ titleHi: 'रद्द करने की नीति', contentHi: '<p>शिप होने से पहले रद्द करें।</p>' });
    expect((await get('/policys/cancellation-policy?lang=hi')).body.data.title).toBe('रद्द करने की नीति');

    // A second edit made on the version before the first one lost nothing: it is refused.
    const stale = await t.call({
      method: 'PUT',
      url,
      headers: { cookie, ...ifMatch },
      payload: { ...body, titleHi: 'पुराना' },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_WRITE']);

    // Blank Hindi fields clear the Hindi version: the store falls back to the English.
    const cleared = await t.call({
      method: 'PUT',
      url,
      headers: { cookie, ...(await currentIfMatch(t, cookie, url)) },
      payload: { ...body, titleHi: '  ', contentHi: '' },
    });
    expect(cleared.body.data).toMatchObject({ titleHi: null, contentHi: null });
    expect((await get('/policys/cancellation-policy?lang=hi')).body.data.title).toBe('Cancellation Policy');
  });

  it('creates a FAQ with its Hindi version', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/v4/admin/faqs',
      headers: { cookie },
      payload: {
        topic: 'Payments',
        question: 'Can I pay cash?',
        answer: 'Yes, on delivery.',
        topicHi: 'भुगतान',
        questionHi: 'क्या मैं कैश में भुगतान कर सकता हूँ?',
        answerHi: 'हाँ, डिलीवरी पर।',
        sortOrder: 5,
        isActive: true,
      },
    });
    expect(created.status).toBe(200);
    const list = await get('/faqs?lang=hi');
    expect(list.body.data.map((f: { topic: string }) => f.topic)).toEqual(['ऑर्डर', 'भुगतान']);
  });
});
