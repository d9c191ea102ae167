import { sql } from 'drizzle-orm';
import type { StoreProfile } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { banners, offers } from '../../db/schema/catalogue.ts';
import { faqs, policies, reasons } from '../../db/schema/content.ts';
import { giveaways } from '../../db/schema/engagement.ts';
import { coupons } from '../../db/schema/shopping.ts';
import { bannerImageUrl, offerImageUrl } from '../art/media-urls.ts';
import { cancellationPolicy, returnRefundPolicy, shippingPolicy } from './commerce-policies.ts';
import { isProductFaultReason } from '../catalogue/return-rules.ts';
import { cancellationReasonDefs, faqDefs, returnReasonDefs } from './help-content.ts';
import { cancellationPolicyHi, returnRefundPolicyHi, shippingPolicyHi } from './hindi-commerce-policies.ts';
import { FAQ_TOPICS_HI, FAQS_HI } from './hindi-help-content.ts';
import { privacyPolicyHi, termsAndConditionsHi } from './hindi-legal-policies.ts';
import { privacyPolicy, termsAndConditions } from './legal-policies.ts';
import { bannerDefs, couponDefs, giveawayDef, offerDefs } from './promotions.ts';

const BANNER_PRODUCTS = 16;
const OFFER_PRODUCTS = 40;

/** The store's five policies, each in English and Hindi (the Hindi as an operator would type it in the console). */
export const policyRows = (profile: StoreProfile) => [
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    contentHtml: privacyPolicy(profile),
    titleHi: 'गोपनीयता नीति',
    contentHtmlHi: privacyPolicyHi(profile),
    sortOrder: 1,
  },
  {
    id: 'terms-and-conditions',
    title: 'Terms and Conditions',
    contentHtml: termsAndConditions(profile),
    titleHi: 'नियम और शर्तें',
    contentHtmlHi: termsAndConditionsHi(profile),
    sortOrder: 2,
  },
  {
    id: 'return-refund-policy',
    title: 'Return and Refund Policy',
    contentHtml: returnRefundPolicy(profile),
    titleHi: 'वापसी और रिफ़ंड नीति',
    contentHtmlHi: returnRefundPolicyHi(profile),
    sortOrder: 3,
  },
  {
    id: 'shipping-policy',
    title: 'Shipping Policy',
    contentHtml: shippingPolicy(profile),
    titleHi: 'शिपिंग नीति',
    contentHtmlHi: shippingPolicyHi(profile),
    sortOrder: 4,
  },
  {
    id: 'cancellation-policy',
    title: 'Cancellation Policy',
    contentHtml: cancellationPolicy(profile),
    titleHi: 'कैंसिल करने की नीति',
    contentHtmlHi: cancellationPolicyHi(profile),
    sortOrder: 5,
  },
];

export async function insertPolicies(db: Db, profile: StoreProfile) {
  await db.insert(policies).values(policyRows(profile));
}

/** Every question with its Hindi version; a question without one stops the seed rather than show English on /hi. */
export function hindiOf(question: string) {
  const hi = FAQS_HI[question];
  if (!hi) throw new Error(`The FAQ '${question}' has no Hindi version in hindi-help-content.ts`);
  return hi;
}

export async function insertHelpContent(db: Db) {
  await db.insert(faqs).values(
    faqDefs.map((f, i) => ({
      ...f,
      topicHi: FAQ_TOPICS_HI[f.topic],
      questionHi: hindiOf(f.question).question,
      answerHi: hindiOf(f.question).answer,
      sortOrder: i + 1,
    })),
  );
  await db.insert(reasons).values([
    ...cancellationReasonDefs.map((reason, i) => ({ kind: 'CANCELLATION' as const, reason, sortOrder: i + 1 })),
    ...returnReasonDefs.map((reason, i) => ({
      kind: 'RETURN' as const,
      reason,
      sortOrder: i + 1,
      isProductFault: isProductFaultReason(reason),
    })),
  ]);
}

export async function insertPromotions(db: Db) {
  await db.insert(coupons).values(couponDefs);
  await db.insert(giveaways).values(giveawayDef);

  const bannerRows = await db
    .insert(banners)
    .values(
      bannerDefs.map((b, i) => ({
        title: b.title,
        subtitle: b.subtitle,
        imageUrl: bannerImageUrl(b.theme, b.kind, b.colour, b.title, b.subtitle),
        sortOrder: i + 1,
      })),
    )
    .returning({ id: banners.id });
  for (const [i, def] of bannerDefs.entries()) {
    const slugs = sql.join(
      def.categories.map((s) => sql`${s}`),
      sql`, `,
    );
    await db.execute(sql`
      insert into banner_products (banner_id, product_id)
      select ${bannerRows[i]!.id}, p.id from products p join categories c on c.id = p.category_id
      where c.slug in (${slugs}) order by p.popularity, p.id limit ${BANNER_PRODUCTS}`);
  }

  const offerRows = await db
    .insert(offers)
    .values(
      offerDefs.map((o, i) => ({
        title: o.title,
        description: o.description,
        imageUrl: offerImageUrl(o.theme, o.kind, o.colour, o.title, o.tag),
        sortOrder: i + 1,
      })),
    )
    .returning({ id: offers.id });
  for (const [i, def] of offerDefs.entries()) {
    // The conditions are constants of this file, never user input.
    await db.execute(sql`
      insert into offer_products (offer_id, product_id)
      select ${offerRows[i]!.id}, p.id
      from products p
      join categories c on c.id = p.category_id
      join lateral (
        select min(price_paise) as price,
               max((base_price_paise - price_paise) * 100 / base_price_paise) as discount
        from product_variants where product_id = p.id
      ) v on true
      where ${sql.raw(def.where)}
      order by p.popularity, p.id limit ${OFFER_PRODUCTS}`);
  }
}
