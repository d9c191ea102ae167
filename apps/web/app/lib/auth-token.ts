/** Spec 3 'Session': the token lives in localStorage under authToken; signed in means it is present. */
const KEY = 'authToken';

export function getAuthToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  window.localStorage.setItem(KEY, token);
  window.dispatchEvent(new Event('auth-token-changed'));
}

export function clearAuthToken(): void {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem(KEY);
  window.localStorage.removeItem('userProfile');
  window.dispatchEvent(new Event('auth-token-changed'));
}

export const isSignedIn = () => getAuthToken() !== null;
