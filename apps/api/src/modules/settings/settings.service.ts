import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@shringar/contracts/settings';
import { toPaise } from '@shringar/contracts/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { settings as settingsTable } from '../../db/schema/content.ts';

/** Settings as services use them: the public values plus the minimum order in paise (charges: pricingSettingsOf). */
export type EffectiveSettings = Settings & {
  minimumOrderAmountPaise: number;
};

/** Settings change rarely and are read on every checkout and page load: a short cache keeps them off the DB. */
const CACHE_MS = 5_000;

/** This store's cached settings: one value, cleared by a `settings` change (lib/caches.ts), else 5 seconds. */
function settingsCache(ctx: AppContext) {
  return ctx.caches.ensure('settings', () => {
    const held: { entry: { value: EffectiveSettings; expiresAt: number } | null } = { entry: null };
    const lookups = ctx.caches.register({
      name: 'settings',
      bound: 'one value; 5 s',
      clearedBy: ['settings'],
      size: () => (held.entry ? 1 : 0),
      forget: () => void (held.entry = null),
    });
    return { held, lookups };
  });
}

/**
 * The effective settings: the operator's overrides (settings row 'app') over DEFAULT_SETTINGS. An override
 * that fails its field's rule is ignored (and logged) rather than breaking every page.
 */
export async function getSettings(ctx: AppContext): Promise<EffectiveSettings> {
  const { held, lookups } = settingsCache(ctx);
  const now = ctx.clock.now().getTime();
  const hit = held.entry;
  const fresh = hit !== null && hit.expiresAt > now;
  lookups.lookup(fresh);
  if (fresh) return hit.value;
  const [row] = await ctx.db
    .select({ value: settingsTable.value })
    .from(settingsTable)
    .where(eq(settingsTable.key, 'app'));
  const value = withPaise(mergeOverrides(ctx, row?.value ?? {}));
  held.entry = { value, expiresAt: now + CACHE_MS };
  return value;
}

/** Forget the cached settings, so a change an operator just saved is seen on the next read. */
export function invalidateSettings(ctx: AppContext): void {
  settingsCache(ctx).held.entry = null;
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
