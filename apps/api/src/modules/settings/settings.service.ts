import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@shringar/contracts/settings';
import { toPaise } from '@shringar/contracts/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { settings as settingsTable } from '../../db/schema/content.ts';

/** Settings as services use them: the public values plus the minimum order in paise (charges: pricingSettingsOf). */
export type EffectiveSettings = Settings & {
  minimumOrderAmountPaise: number;
};

/** Settings change rarely and are read on every checkout and page load: a short cache keeps them off the DB. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { value: EffectiveSettings; expiresAt: number }>();
/** Stores whose change feed already reaches this cache: a settings change forgets it at once. */
const listening = new WeakSet<AppContext>();

/**
 * The effective settings: the operator's overrides (settings row 'app') over DEFAULT_SETTINGS. An override
 * that fails its field's rule is ignored (and logged) rather than breaking every page.
 */
export async function getSettings(ctx: AppContext): Promise<EffectiveSettings> {
  if (!listening.has(ctx) && ctx.changes) {
    listening.add(ctx);
    ctx.changes.subscribe((change) => {
      if (change.kind === 'settings') invalidateSettings(ctx);
    });
  }
  const now = ctx.clock.now().getTime();
  const hit = cache.get(ctx.db);
  const fresh = hit !== undefined && hit.expiresAt > now;
  ctx.metrics.cacheLookup('settings', fresh);
  if (fresh) return hit.value;
  const [row] = await ctx.db
    .select({ value: settingsTable.value })
    .from(settingsTable)
    .where(eq(settingsTable.key, 'app'));
  const value = withPaise(mergeOverrides(ctx, row?.value ?? {}));
  cache.set(ctx.db, { value, expiresAt: now + CACHE_MS });
  return value;
}

/** Forget the cached settings, so a change an operator just saved is seen on the next read. */
export function invalidateSettings(ctx: AppContext): void {
  cache.delete(ctx.db);
}

function mergeOverrides(ctx: AppContext, overrides: Record<string, unknown>): Settings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const shape = settingsSchema.shape as Record<string, (typeof settingsSchema.shape)[keyof Settings]>;
  for (const [key, raw] of Object.entries(overrides)) {
    const field = shape[key];
    if (!field) continue;
    const parsed = field.safeParse(raw);
    if (parsed.success) merged[key] = parsed.data;
    else ctx.log.warn({ key }, 'ignoring an invalid settings override');
  }
  return merged as Settings;
}

function withPaise(s: Settings): EffectiveSettings {
  return {
    ...s,
    minimumOrderAmountPaise: toPaise(s.minimumOrderAmount),
  };
}
