import type { AdminFaq, AdminPolicy, FaqBody, PolicyBody } from '@shringar/contracts/admin-content';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { faqs, policies } from '../../db/schema/content.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { VersionRule } from '../../lib/record-version.ts';

type PolicyRow = typeof policies.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;

const toAdminPolicy = (p: PolicyRow): AdminPolicy => ({
  id: p.id,
  title: p.title,
  content: p.contentHtml,
  titleHi: p.titleHi,
  contentHi: p.contentHtmlHi,
  sortOrder: p.sortOrder,
  updatedAt: p.updatedAt.toISOString(),
});

const toAdminFaq = (f: FaqRow): AdminFaq => ({
  id: f.id,
  topic: f.topic,
  question: f.question,
  answer: f.answer,
  topicHi: f.topicHi,
  questionHi: f.questionHi,
  answerHi: f.answerHi,
  sortOrder: f.sortOrder,
  isActive: f.isActive,
});

export async function listAdminPolicies(ctx: AppContext): Promise<AdminPolicy[]> {
  const rows = await ctx.db.select().from(policies).orderBy(asc(policies.sortOrder), asc(policies.id));
  return rows.map(toAdminPolicy);
}

/**
 * A policy's new title and text (and their Hindi versions). The HTML is sanitised before it is stored (the store shows it as HTML), so
 * what the console shows after saving is what shoppers will see. Answers the policy before and after.
 */
export async function updatePolicy(
  ctx: AppContext,
  id: string,
  input: PolicyBody,
  check?: (current: AdminPolicy) => void,
) {
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(policies).where(eq(policies.id, id)).for('update');
    if (!found) throw new NotFound('Policy not found.', 'POLICY_NOT_FOUND');
    check?.(toAdminPolicy(found));
    const [saved] = await tx
      .update(policies)
      .set({
        title: input.title,
        contentHtml: sanitizeRichText(input.content),
        titleHi: input.titleHi ?? null,
        contentHtmlHi: input.contentHi ? sanitizeRichText(input.contentHi) : null,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(policies.id, id))
      .returning();
    return { before: toAdminPolicy(found), after: toAdminPolicy(saved!) };
  });
  await ctx.changes.publish({ kind: 'content' });
  return { before, after };
}

export async function listAdminFaqs(ctx: AppContext): Promise<AdminFaq[]> {
  const rows = await ctx.db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map(toAdminFaq);
}

export async function createFaq(ctx: AppContext, input: FaqBody): Promise<AdminFaq> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(faqs)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  await ctx.changes.publish({ kind: 'content' });
  return toAdminFaq(row!);
}

export async function updateFaq(ctx: AppContext, id: number, input: FaqBody, check?: (current: AdminFaq) => void) {
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!found) throw new NotFound('FAQ not found.', 'FAQ_NOT_FOUND');
    check?.(toAdminFaq(found));
    const [saved] = await tx
      .update(faqs)
      .set({ ...input, updatedAt: ctx.clock.now() })
      .where(eq(faqs.id, id))
      .returning();
    return { before: toAdminFaq(found), after: toAdminFaq(saved!) };
  });
  await ctx.changes.publish({ kind: 'content' });
  return { before, after };
}

export async function deleteFaq(ctx: AppContext, id: number): Promise<AdminFaq> {
  const [gone] = await ctx.db.delete(faqs).where(eq(faqs.id, id)).returning();
  if (!gone) throw new NotFound('FAQ not found.', 'FAQ_NOT_FOUND');
  await ctx.changes.publish({ kind: 'content' });
  return toAdminFaq(gone);
}

/** What an edit of a policy can lose: its title and text, in English and Hindi. */
export const policyVersion: VersionRule<AdminPolicy> = {
  subject: 'this policy',
  fields: ({ id: _id, updatedAt: _updatedAt, ...policy }) => policy,
};

/** What an edit of a question can lose: everything the form shows. */
export const faqVersion: VersionRule<AdminFaq> = { subject: 'this question', fields: ({ id: _id, ...faq }) => faq };
