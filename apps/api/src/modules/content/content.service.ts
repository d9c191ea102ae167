import type { AdDetails } from '@shringar/contracts/settings';
import type { Faq, Policy, Reason } from '@shringar/contracts/catalogue';
import { fillPlaceholders, type PromiseSettings } from '@shringar/contracts/store-promises';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { faqs, policies, reasons } from '../../db/schema/content.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { getSettings } from '../settings/settings.public.ts';

type PolicyRow = typeof policies.$inferSelect;

/** Policies and answers quote the live settings: their {{placeholders}} are filled as they are sent. */
const toPolicy = (p: PolicyRow, s: PromiseSettings): Policy => ({
  id: p.id,
  title: p.title,
  content: sanitizeRichText(fillPlaceholders(p.contentHtml, s)),
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

export async function listPolicies(ctx: AppContext): Promise<Policy[]> {
  const [found, s] = await Promise.all([
    ctx.db.select().from(policies).orderBy(asc(policies.sortOrder), asc(policies.id)),
    getSettings(ctx),
  ]);
  return found.map((p) => toPolicy(p, s));
}

export async function getPolicy(ctx: AppContext, id: string): Promise<Policy> {
  const [[found], s] = await Promise.all([ctx.db.select().from(policies).where(eq(policies.id, id)), getSettings(ctx)]);
  if (!found) throw new NotFound('Policy not found.');
  return toPolicy(found, s);
}

export async function listFaqs(ctx: AppContext): Promise<Faq[]> {
  const [found, s] = await Promise.all([
    ctx.db.select().from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    getSettings(ctx),
  ]);
  return found.map((f) => ({ id: f.id, topic: f.topic, question: f.question, answer: fillPlaceholders(f.answer, s) }));
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
