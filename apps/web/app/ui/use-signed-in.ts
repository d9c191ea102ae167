import { useSyncExternalStore } from 'react';
import { getAuthToken } from '~/lib/auth-token';

function subscribe(onChange: () => void) {
  window.addEventListener('auth-token-changed', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('auth-token-changed', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether a token is stored (spec 3 'Session'). The server render and hydration see 'signed out' (the server
 * has no localStorage); the browser then re-renders with the real answer, so markup never mismatches.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAuthToken() !== null,
    () => false,
  );
}
