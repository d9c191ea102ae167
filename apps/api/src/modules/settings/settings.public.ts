/* What other modules may use of settings: the effective settings (cached), their invalidation, the public answer. */
export { publicSettings } from './public-settings.ts';
export { type EffectiveSettings, getSettings, invalidateSettings } from './settings.service.ts';
export { getStoreProfile } from './store-profile.service.ts';
export { refuseWhileClosed, STORE_CLOSED_RETRY_AFTER_SECONDS } from './store-open.ts';
