import { logout } from '@shringar/contracts/endpoints/auth';
import { storePaths } from '@shringar/contracts/store-paths';
import { useMutation } from '@tanstack/react-query';
import { clearAuthToken } from '~/lib/auth-token';
import { callApi } from '~/lib/call-api';
import { pushSupported, unsubscribeFromOrderPushes } from '~/lib/pwa/web-push-client';

/**
 * Logout: this device stops getting order updates by push, the server revokes the session (the token stops working at once), then the browser forgets it
 * and loads /auth afresh, so nothing cached for this shopper (cart, wishlist, profile) outlives the session.
 * When the server cannot be reached the shopper is still signed out here.
 */
export function useLogout() {
  return useMutation({
    // This device's push subscription goes first, while the session that owns it still works.
    mutationFn: async () => {
      if (pushSupported()) await unsubscribeFromOrderPushes().catch(() => undefined);
      await callApi(logout).catch(() => undefined);
    },
    onSettled: () => {
      clearAuthToken();
      window.location.replace(storePaths.auth);
    },
  });
}
