import type { AdDetails } from '@shringar/contracts/settings';
import type { ContentLang, Faq, Policy, Reason } from '@shringar/contracts/catalogue';
import { fillPlaceholders, type PlaceholderSources } from '@shringar/contracts/store-promises';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { faqs, policies, reasons } from '../../db/schema/content.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { getSettings, getStoreProfile } from '../settings/settings.public.ts';

type PolicyRow = typeof policies.$inferSelect;

/** What {{placeholders}} read: the live settings and the store profile's support e-mail and phone. */
async function placeholderSources(ctx: AppContext): Promise<PlaceholderSources> {
  const [settings, storeProfile] = await Promise.all([getSettings(ctx), getStoreProfile(ctx)]);
  return { ...settings, storeProfile };
}

/**
 * Policies and answers quote the live settings: their {{placeholders}} are filled as they are sent. In Hindi a
 * policy is the operator's Hindi title and text where written, the English otherwise (each apart).
 */
const toPolicy = (p: PolicyRow, s: PlaceholderSources, lang: ContentLang): Policy => ({
  id: p.id,
  title: (lang === 'hi' && p.titleHi) || p.title,
  content: sanitizeRichText(fillPlaceholders((lang === 'hi' && p.contentHtmlHi) || p.contentHtml, s)),
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

export async function listPolicies(ctx: AppContext, lang: ContentLang = 'en'): Promise<Policy[]> {
  const [found, s] = await Promise.all([
    ctx.db.select().from(policies).orderBy(asc(policies.sortOrder), asc(policies.id)),
    placeholderSources(ctx),
  ]);
  return found.map((p) => toPolicy(p, s, lang));
}

export async function getPolicy(ctx: AppContext, id: string, lang: ContentLang = 'en'): Promise<Policy> {
  const [[found], s] = await Promise.all([
    ctx.db.select().from(policies).where(eq(policies.id, id)),
    placeholderSources(ctx),
  ]);
  if (!found) throw new NotFound('Policy not found.');
  return toPolicy(found, s, lang);
}

/** The Help page's questions; in Hindi each part (topic, question, answer) is its Hindi version where written. */
export async function listFaqs(ctx: AppContext, lang: ContentLang = 'en'): Promise<Faq[]> {
  const [found, s] = await Promise.all([
    ctx.db.select().from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    placeholderSources(ctx),
  ]);
  const hi = lang === 'hi';
  return found.map((f) => ({
    id: f.id,
    topic: (hi && f.topicHi) || f.topic,
    question: (hi && f.questionHi) || f.question,
    answer: fillPlaceholders((hi && f.answerHi) || f.answer, s),
  }));
}

export async function listReasons(ctx: AppContext, kind: 'CANCELLATION' | 'RETURN'): Promise<Reason[]> {
  const found = await ctx.db
    .select({ id: reasons.id, reason: reasons.reason, isProductFault: reasons.isProductFault })
    .from(reasons)
    .where(eq(reasons.kind, kind))
    .orderBy(asc(reasons.sortOrder), asc(reasons.id));
  return found;
}

export async function adDetails(ctx: AppContext): Promise<AdDetails> {
  const s = await getSettings(ctx);
  return { rewardAdId: s.rewardAdId, giveawayAdId: s.giveawayAdId, gameAdId: s.gameAdId };
}
