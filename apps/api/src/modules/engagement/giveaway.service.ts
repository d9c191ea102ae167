import type { Giveaway } from '@shringar/contracts/engagement';
import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { adViews, giveawayEntries, giveaways } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { BadRequest, NotFound, RateLimited } from '../../lib/errors.ts';
import { moveHearts } from '../account/account.public.ts';
import { getSettings } from '../settings/settings.public.ts';

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India (YYYY-MM-DD) and the milliseconds left in it: heart caps reset at IST midnight. */
export function istDay(now: Date): { day: string; msLeft: number } {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return { day: new Date(shifted).toISOString().slice(0, 10), msLeft: DAY_MS - (shifted % DAY_MS) };
}

/** The running giveaway that ends soonest, or null, with the shopper's hearts and whether they joined. */
export async function currentGiveaway(ctx: AppContext, userId: number): Promise<Giveaway | null> {
  const now = ctx.clock.now();
  const [g] = await ctx.db
    .select()
    .from(giveaways)
    .where(and(eq(giveaways.isActive, true), lte(giveaways.startsAt, now), gt(giveaways.endsAt, now)))
    .orderBy(asc(giveaways.endsAt), asc(giveaways.id))
    .limit(1);
  if (!g) return null;
  const [[entry], [user]] = await Promise.all([
    ctx.db
      .select({ userId: giveawayEntries.userId })
      .from(giveawayEntries)
      .where(and(eq(giveawayEntries.giveawayId, g.id), eq(giveawayEntries.userId, userId))),
    ctx.db.select({ hearts: users.hearts }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    id: g.id,
    title: g.title,
    description: g.description,
    prizeImageUrl: g.prizeImageUrl,
    heartsRequired: g.heartsRequired,
    endsAt: g.endsAt.toISOString(),
    hasParticipated: Boolean(entry),
    userHearts: user?.hearts ?? 0,
  };
}

/**
 * One heart for a watched ad, at most adHeartsDailyCap per IST day. The shopper's row is locked for the
 * count-and-add, so parallel calls cannot pass the cap together. Only the store's own ad ids earn hearts.
 */
export async function recordAdView(ctx: AppContext, userId: number, adId: string) {
  const settings = await getSettings(ctx);
  const known = [settings.rewardAdId, settings.giveawayAdId, settings.gameAdId].filter(Boolean);
  if (!known.includes(adId)) throw new BadRequest('Unknown adId', 'UNKNOWN_AD');
  const now = ctx.clock.now();
  const { day, msLeft } = istDay(now);
  const cap = settings.adHeartsDailyCap;
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(adViews)
      .where(and(eq(adViews.userId, userId), eq(adViews.day, day)));
    if (Number(n) >= cap)
      throw new RateLimited(
        msLeft / 1000,
        "You have earned all of today's hearts. Come back tomorrow!",
        'AD_HEARTS_CAP',
      );
    await tx.insert(adViews).values({ userId, adId, day, createdAt: now });
    const hearts = await moveHearts(tx, userId, 1);
    return { hearts, heartsEarnedToday: Number(n) + 1, dailyCap: cap };
  });
}

/**
 * Joins a running giveaway, spending its heartsRequired once: a second call (or a parallel one, which waits
 * on the shopper's row lock) finds the entry and spends nothing.
 */
export async function participate(ctx: AppContext, userId: number, giveawayId: number) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [g] = await tx
      .select()
      .from(giveaways)
      .where(
        and(
          eq(giveaways.id, giveawayId),
          eq(giveaways.isActive, true),
          lte(giveaways.startsAt, now),
          gt(giveaways.endsAt, now),
        ),
      );
    if (!g) throw new NotFound('Giveaway not found');
    const [user] = await tx.select({ hearts: users.hearts }).from(users).where(eq(users.id, userId)).for('update');
    const [entry] = await tx
      .select({ userId: giveawayEntries.userId })
      .from(giveawayEntries)
      .where(and(eq(giveawayEntries.giveawayId, g.id), eq(giveawayEntries.userId, userId)));
    if (entry) return { hasParticipated: true, hearts: user!.hearts };
    if (user!.hearts < g.heartsRequired)
      throw new BadRequest(`You need ${g.heartsRequired} hearts to participate`, 'NOT_ENOUGH_HEARTS');
    await tx
      .insert(giveawayEntries)
      .values({ giveawayId: g.id, userId, heartsSpent: g.heartsRequired, createdAt: now });
    return { hasParticipated: true, hearts: await moveHearts(tx, userId, -g.heartsRequired) };
  });
}
