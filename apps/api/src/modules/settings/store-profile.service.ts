import { storeProfileSchema, type StoreProfile } from '@shringar/contracts/settings';
import { eq } from 'drizzle-orm';
import { storeProfile as configuredProfile } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { settings as settingsTable } from '../../db/schema/content.ts';

export const STORE_PROFILE_KEY = 'store_profile';

/** Read on every settings answer and invoice: a short cache, forgotten at once when settings change. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { value: StoreProfile; expiresAt: number }>();
const listening = new WeakSet<AppContext>();

/**
 * The store profile: what an operator saved in the console (settings row 'store_profile') over the STORE_*
 * configuration. A saved profile that no longer fits the schema is ignored (and logged).
 */
export async function getStoreProfile(ctx: AppContext): Promise<StoreProfile> {
  if (!listening.has(ctx) && ctx.changes) {
    listening.add(ctx);
    ctx.changes.subscribe((change) => {
      if (change.kind === 'settings') cache.delete(ctx.db);
    });
  }
  const now = ctx.clock.now().getTime();
  const hit = cache.get(ctx.db);
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
  cache.set(ctx.db, { value, expiresAt: now + CACHE_MS });
  return value;
}
