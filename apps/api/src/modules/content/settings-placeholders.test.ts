import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { openTestDatabase } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { faqs, policies } from '../../db/schema/content.ts';
import { saveSettings as updateSettings } from '../../../test/settings-helpers.ts';
import { getStoreProfile } from '../settings/settings.public.ts';

const SHIPPING = '/api/v4/policys/shipping-policy';
const QUESTION = 'What are the delivery charges?';

describe('policies and answers quote the live settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
  });
  afterAll(() => t.close());

  const shipping = async () => (await t.call({ method: 'GET', url: SHIPPING })).body.data.content as string;
  const codAnswer = async () =>
    ((await t.call({ method: 'GET', url: '/api/v4/faqs' })).body.data as { question: string; answer: string }[]).find(
      (f) => f.question === 'Is cash on delivery available?',
    )!.answer;

  it('fills the amounts and the cash-on-delivery line from the settings, and follows a change at once', async () => {
    const before = await shipping();
    expect(before).toContain('Free delivery on orders of ₹249 and above.');
    expect(before).toContain('A delivery charge of ₹49 applies to orders below ₹249. The minimum order value is ₹199.');
    expect(before).toContain('Cash on delivery carries a handling charge of ₹9, shown at checkout.');
    expect(before).not.toContain('{{');
    expect(await codAnswer()).toMatch(/^Yes, on most pincodes\. A handling charge of ₹9/);

    await updateSettings(t.ctx, { isCodAvailable: false, deliveryCharge: 59, minimumAmountForFreeDelivery: 499 });
    try {
      const after = await shipping();
      expect(after).toContain('Free delivery on orders of ₹499 and above.');
      expect(after).toContain('A delivery charge of ₹59 applies to orders below ₹499.');
      expect(after).not.toMatch(/cash on delivery/i);
      expect(await codAnswer()).toMatch(/^Not at the moment/);
      // The console edits the text as written, placeholders and all.
      const [row] = await t.db.select().from(policies).where(eq(policies.id, 'shipping-policy'));
      expect(row!.contentHtml).toContain('{{deliveryCharge}}');
    } finally {
      await updateSettings(t.ctx, { isCodAvailable: true, deliveryCharge: 49, minimumAmountForFreeDelivery: 249 });
    }
  });

  const contactAnswer = async (lang: 'en' | 'hi') =>
    (
      (await t.call({ method: 'GET', url: `/api/v4/faqs?lang=${lang}` })).body.data as {
        question: string;
        answer: string;
      }[]
    ).find((f) => f.question === (lang === 'en' ? 'How do I contact customer care?' : 'कस्टमर केयर से संपर्क कैसे करें?'))!
      .answer;

  it('names the support e-mail and phone of the store profile, and calls only while call support is on', async () => {
    expect(await contactAnswer('en')).toBe(
      'Write to care@shringar.store, call +91 22 4890 1234 (Monday to Saturday, 10:00 AM to 6:00 PM IST), or request a call-back from the Contact page.',
    );
    const saved = await getStoreProfile(t.ctx);
    await updateSettings(t.ctx, { storeProfile: { ...saved, email: 'help@shop.test', phone: '+91 80 4000 5555' } });
    try {
      expect(await contactAnswer('en')).toBe(
        'Write to help@shop.test, call +91 80 4000 5555 (Monday to Saturday, 10:00 AM to 6:00 PM IST), or request a call-back from the Contact page.',
      );
      expect(await contactAnswer('hi')).toBe(
        'help@shop.test पर लिखें, +91 80 4000 5555 पर कॉल करें (सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे IST तक), या संपर्क पेज से कॉल-बैक माँगें।',
      );
      await updateSettings(t.ctx, { isCallSupportActive: false });
      expect(await contactAnswer('en')).toBe('Write to help@shop.test, or request a call-back from the Contact page.');
      expect(await contactAnswer('hi')).toBe('help@shop.test पर लिखें, या संपर्क पेज से कॉल-बैक माँगें।');
    } finally {
      await updateSettings(t.ctx, { isCallSupportActive: true, storeProfile: saved });
    }
  });
});

describe('stores seeded with literal amounts (db/sql/040-settings-placeholders.sql)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('demo');
  });
  afterAll(() => handle.close());

  it('turns exactly the seeded sentences into placeholders and leaves an operator’s own words', async () => {
    // The operator changed the first line; the other two are as seeded.
    const operators = `<h2>1. Delivery charges</h2>
<ul>
<li>Free delivery on orders of ₹299 and above, for now!</li>
<li>A delivery charge of ₹49 applies to orders below ₹249. The minimum order value is ₹199.</li>
<li>Cash on delivery carries a handling charge of ₹9, shown at checkout.</li>
</ul>`;
    await handle.db.update(policies).set({ contentHtml: operators }).where(eq(policies.id, 'shipping-policy'));
    await handle.db
      .update(faqs)
      .set({
        answer: 'Delivery is free on orders of ₹249 and above. Orders below ₹249 carry a delivery charge of ₹49.',
      })
      .where(eq(faqs.question, QUESTION));
    await handle.db.execute(
      sql`update drizzle.shringar_sql_scripts set sha256 = 'old' where name = '040-settings-placeholders.sql'`,
    );

    await migrateDatabase(handle);

    const [shipping] = await handle.db.select().from(policies).where(eq(policies.id, 'shipping-policy'));
    expect(shipping!.contentHtml).toBe(`<h2>1. Delivery charges</h2>
<ul>
<li>Free delivery on orders of ₹299 and above, for now!</li>
<li>A delivery charge of {{deliveryCharge}} applies to orders below {{freeDeliveryThreshold}}. The minimum order value is {{minimumOrderAmount}}.</li>
{{#if codAvailable}}<li>Cash on delivery carries a handling charge of {{codCharge}}, shown at checkout.</li>{{/if}}
</ul>`);
    const [answer] = await handle.db.select().from(faqs).where(eq(faqs.question, QUESTION));
    expect(answer!.answer).toBe(
      'Delivery is free on orders of {{freeDeliveryThreshold}} and above. Orders below {{freeDeliveryThreshold}} carry a delivery charge of {{deliveryCharge}}.',
    );
  });
});
