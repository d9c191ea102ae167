import { logout } from '@shringar/contracts/endpoints/auth';
import { storePaths } from '@shringar/contracts/store-paths';
import { useMutation } from '@tanstack/react-query';
import { clearAuthToken } from '~/lib/auth-token';
import { callApi } from '~/lib/call-api';

/**
 * Logout: the server revokes the session first (the token stops working at once), then the browser forgets it
 * and loads /auth afresh, so nothing cached for this shopper (cart, wishlist, profile) outlives the session.
 * When the server cannot be reached the shopper is still signed out here.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => callApi(logout).catch(() => undefined),
    onSettled: () => {
      clearAuthToken();
      window.location.replace(storePaths.auth);
    },
  });
}
