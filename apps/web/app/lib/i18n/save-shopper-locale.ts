import { updateProfile } from '@shringar/contracts/endpoints/account';
import { getAuthToken } from '~/lib/auth-token';
import { callApi } from '~/lib/call-api';

/**
 * A signed-in shopper who switches language gets their order messages (SMS, e-mail, notifications, WhatsApp)
 * in it from then on: the profile records it. Fire and forget: the switch itself is a navigation and must not
 * wait, and a failed save leaves the language the shopper signed in with.
 */
export function rememberLocaleForMessages(locale: 'en' | 'hi') {
  if (!getAuthToken()) return;
  callApi(updateProfile, { body: { preferredLocale: locale } }).catch(() => undefined);
}
