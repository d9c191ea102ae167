import type { SettingsUpdateBody } from '@shringar/contracts/admin-content';
import type { AppContext } from '../src/context.ts';
import { updateSettings } from '../src/modules/settings/settings-admin.service.ts';

/** Saves settings as an owner in the console would (caches and kept pages forgotten at once). */
export const saveSettings = (ctx: AppContext, changes: Partial<SettingsUpdateBody>) =>
  updateSettings(ctx, changes as SettingsUpdateBody);
