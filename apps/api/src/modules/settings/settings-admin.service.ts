import type { AdminSettingsAnswer, SettingsUpdateBody } from '@shringar/contracts/admin-content';
import { settingsSchema, type Settings } from '@shringar/contracts/settings';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { settings as settingsTable } from '../../db/schema/content.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { getSettings } from './settings.service.ts';
import { getStoreProfile, STORE_PROFILE_KEY } from './store-profile.service.ts';

const APP_KEY = 'app';

/** Only the keys of the settings schema: the services' paise copies and anything else never leave. */
const settingsOnly = (s: Settings): Settings => settingsSchema.parse(s);

export async function adminSettings(ctx: AppContext): Promise<AdminSettingsAnswer> {
  const [settings, storeProfile] = await Promise.all([getSettings(ctx), getStoreProfile(ctx)]);
  return { settings: settingsOnly(settings), storeProfile };
}

/** Rules across fields, checked on the settings as they would be after the change. */
function checkTogether(s: Settings) {
  if (s.walletTopupMinimum > s.walletTopupMaximum)
    throw ValidationError.field('walletTopupMinimum', 'Wallet top-up minimum must not be more than the maximum');
  const outside = s.walletTopupPresets.find((p) => p < s.walletTopupMinimum || p > s.walletTopupMaximum);
  if (outside !== undefined)
    throw ValidationError.field(
      'walletTopupPresets',
      `Wallet top-up amounts: ₹${outside} is outside the top-up minimum and maximum`,
    );
  if (s.isWhatsappSupportActive && !/^\d{10,15}$/.test(s.whatsappSupportNumber))
    throw ValidationError.field(
      'whatsappSupportNumber',
      'WhatsApp support number must be 10 to 15 digits while WhatsApp support is on',
    );
  if (s.isCallSupportActive && !/^\+?\d{10,15}$/.test(s.callSupportNumber))
    throw ValidationError.field(
      'callSupportNumber',
      'Call support number must be a phone number while call support is on',
    );
}

/**
 * Saves the settings given (over the stored overrides, so what is left out keeps its value) and the store
 * profile, in one transaction with the rows locked; then the settings caches and pages are forgotten.
 */
export async function updateSettings(
  ctx: AppContext,
  input: SettingsUpdateBody,
  check?: (current: AdminSettingsAnswer) => void,
) {
  const before = await adminSettings(ctx);
  check?.(before);
  const { storeProfile, ...changes } = input;
  checkTogether({ ...before.settings, ...changes });
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (Object.keys(changes).length > 0) {
      const [row] = await tx.select().from(settingsTable).where(eq(settingsTable.key, APP_KEY)).for('update');
      const value = { ...(row?.value ?? {}), ...changes };
      await tx
        .insert(settingsTable)
        .values({ key: APP_KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value, updatedAt: now } });
    }
    if (storeProfile)
      await tx
        .insert(settingsTable)
        .values({ key: STORE_PROFILE_KEY, value: storeProfile, updatedAt: now })
        .onConflictDoUpdate({ target: settingsTable.key, set: { value: storeProfile, updatedAt: now } });
  });
  await ctx.changes.publish({ kind: 'settings' });
  return { before, after: await adminSettings(ctx) };
}

/** What an edit of the settings can lose: every setting and the store profile. */
export const settingsVersion: VersionRule<AdminSettingsAnswer> = {
  subject: 'these settings',
  fields: (answer) => answer,
};
