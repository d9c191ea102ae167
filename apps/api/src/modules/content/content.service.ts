import type { AdDetails } from '@shringar/contracts/settings';
import type { Faq, Policy, Reason } from '@shringar/contracts/catalogue';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { faqs, policies, reasons } from '../../db/schema/content.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { getSettings } from '../settings/settings.public.ts';

type PolicyRow = typeof policies.$inferSelect;

const toPolicy = (p: PolicyRow): Policy => ({
  id: p.id,
  title: p.title,
  content: sanitizeRichText(p.contentHtml),
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

export async function listPolicies(ctx: AppContext): Promise<Policy[]> {
  const found = await ctx.db.select().from(policies).orderBy(asc(policies.sortOrder), asc(policies.id));
  return found.map(toPolicy);
}

export async function getPolicy(ctx: AppContext, id: string): Promise<Policy> {
  const [found] = await ctx.db.select().from(policies).where(eq(policies.id, id));
  if (!found) throw new NotFound('Policy not found.');
  return toPolicy(found);
}

export async function listFaqs(ctx: AppContext): Promise<Faq[]> {
  const found = await ctx.db
    .select()
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return found.map((f) => ({ id: f.id, topic: f.topic, question: f.question, answer: f.answer }));
}

export async function listReasons(ctx: AppContext, kind: 'CANCELLATION' | 'RETURN'): Promise<Reason[]> {
  const found = await ctx.db
    .select({ id: reasons.id, reason: reasons.reason })
    .from(reasons)
    .where(eq(reasons.kind, kind))
    .orderBy(asc(reasons.sortOrder), asc(reasons.id));
  return found;
}

export async function adDetails(ctx: AppContext): Promise<AdDetails> {
  const s = await getSettings(ctx);
  return { rewardAdId: s.rewardAdId, giveawayAdId: s.giveawayAdId, gameAdId: s.gameAdId };
}
