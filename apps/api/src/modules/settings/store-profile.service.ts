import { storeProfileSchema, type StoreProfile } from '@shringar/contracts/settings';
import { eq } from 'drizzle-orm';
import { storeProfile as configuredProfile } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { settings as settingsTable } from '../../db/schema/content.ts';

export const STORE_PROFILE_KEY = 'store_profile';

/** Read on every settings answer and invoice: a short cache, forgotten at once when settings change. */
const CACHE_MS = 5_000;

/** This store's cached profile: one value, cleared by a `settings` change (lib/caches.ts), else 5 seconds. */
function profileCache(ctx: AppContext) {
  return ctx.caches.ensure('store-profile', () => {
    const held: { entry: { value: StoreProfile; expiresAt: number } | null } = { entry: null };
    const lookups = ctx.caches.register({
      name: 'store-profile',
      bound: 'one value; 5 s',
      clearedBy: ['settings'],
      size: () => (held.entry ? 1 : 0),
      forget: () => void (held.entry = null),
    });
    return { held, lookups };
  });
}

/**
 * The store profile: what an operator saved in the console (settings row 'store_profile') over the STORE_*
 * configuration. A saved profile that no longer fits the schema is ignored (and logged).
 */
export async function getStoreProfile(ctx: AppContext): Promise<StoreProfile> {
  const { held, lookups } = profileCache(ctx);
  const now = ctx.clock.now().getTime();
  const hit = held.entry;
  lookups.lookup(hit !== null && hit.expiresAt > now);
  if (hit && hit.expiresAt > now) return hit.value;
  const [row] = await ctx.db
    .select({ value: settingsTable.value })
    .from(settingsTable)
    .where(eq(settingsTable.key, STORE_PROFILE_KEY));
  const base = configuredProfile(ctx.config);
  let value: StoreProfile = base;
  if (row) {
    const parsed = storeProfileSchema.safeParse({ ...base, ...row.value });
    if (parsed.success) value = parsed.data;
    else ctx.log.warn('ignoring an invalid saved store profile');
  }
  held.entry = { value, expiresAt: now + CACHE_MS };
  return value;
}
