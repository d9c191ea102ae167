import type { User, UserUpdateBody } from '@shringar/contracts/user';
import { toRupees } from '@shringar/contracts/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';
import { fileNameFromUrl, storeProfileImage } from './profile-image.ts';

/** Stored paths are relative; with PUBLIC_BASE_URL set, apps on other origins get a full URL. */
function absoluteUrl(ctx: AppContext, url: string | null): string | null {
  if (!url || !url.startsWith('/') || !ctx.config.PUBLIC_BASE_URL) return url;
  return new URL(url, ctx.config.PUBLIC_BASE_URL).toString();
}

/** The shopper as spec 3 describes them, with real order and wishlist counts. */
export async function getUserProfile(ctx: AppContext, userId: number): Promise<User> {
  const [row] = await rows<{
    id: number;
    phone: string;
    name: string;
    email: string;
    profile_image_url: string | null;
    wallet_balance_paise: number;
    hearts: number;
    is_verified: boolean;
    is_user_rated: boolean;
    selected_address_id: number | null;
    cod_allowed: boolean;
    whatsapp_opt_in_at: Date | string | null;
    preferred_locale: 'en' | 'hi';
    orders_count: number;
    wishlist_count: number;
  }>(
    ctx.db,
    sql`select u.id, u.phone, u.name, u.email, u.profile_image_url, u.wallet_balance_paise, u.hearts, u.is_verified,
          u.is_user_rated, u.selected_address_id, u.cod_allowed, u.whatsapp_opt_in_at, u.preferred_locale,
          (select count(*)::int from orders o where o.user_id = u.id and not o.is_draft) as orders_count,
          (select count(*)::int from wishlist_items w where w.user_id = u.id) as wishlist_count
        from users u where u.id = ${userId}`,
  );
  if (!row) throw new NotFound();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone.replace(/^\+91/, ''),
    profileImageUrl: absoluteUrl(ctx, row.profile_image_url),
    walletAmount: toRupees(Number(row.wallet_balance_paise)),
    hearts: Number(row.hearts),
    isVerified: row.is_verified,
    selectedAddress: row.selected_address_id == null ? null : Number(row.selected_address_id),
    isUserRated: row.is_user_rated,
    ordersCount: Number(row.orders_count),
    wishlistCount: Number(row.wishlist_count),
    isCodAllowed: row.cod_allowed,
    whatsappOrderUpdates: row.whatsapp_opt_in_at != null,
    whatsappOptInAt: row.whatsapp_opt_in_at == null ? null : new Date(row.whatsapp_opt_in_at).toISOString(),
    preferredLocale: row.preferred_locale === 'hi' ? 'hi' : 'en',
  };
}

/**
 * Applies name, email and the WhatsApp consent (already validated by userUpdateBody, which drops every other field) and, when given,
 * a new profile picture; the previous picture is deleted once the new one is saved.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  changes: UserUpdateBody,
  image?: Buffer,
): Promise<User> {
  const set: Partial<Omit<typeof users.$inferInsert, 'whatsappOptInAt'>> & { whatsappOptInAt?: Date | null | SQL } = {
    updatedAt: ctx.clock.now(),
  };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.email !== undefined) set.email = changes.email.toLowerCase();
  if (changes.preferredLocale !== undefined) set.preferredLocale = changes.preferredLocale;
  // Consent keeps the time it was first given while it stays on; switching off forgets it.
  if (changes.whatsappOrderUpdates === false) set.whatsappOptInAt = null;
  if (changes.whatsappOrderUpdates === true)
    set.whatsappOptInAt = sql`coalesce(${users.whatsappOptInAt}, ${ctx.clock.now().toISOString()}::timestamptz)`;
  let previousImage: string | null = null;
  if (image) {
    const [current] = await ctx.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
    previousImage = current?.url ?? null;
    set.profileImageUrl = await storeProfileImage(ctx, image);
  }
  await ctx.db.update(users).set(set).where(eq(users.id, userId));
  const oldName = previousImage ? fileNameFromUrl(previousImage) : null;
  if (oldName) await ctx.files.remove(oldName).catch((err) => ctx.log.warn({ err }, 'old profile image not removed'));
  return getUserProfile(ctx, userId);
}

export async function setUserRated(ctx: AppContext, userId: number, isUserRated: boolean): Promise<User> {
  await ctx.db
    .update(users)
    .set({ isUserRated, updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId)));
  return getUserProfile(ctx, userId);
}
