import { createContext, useContext } from 'react';

/**
 * The nonce of this answer's Content-Security-Policy (the server draws one per answer and hands it to the
 * render), which every inline script React Router writes must carry. In the browser it is empty: scripts the app
 * adds later load from this origin, which the policy allows without one.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);

/** The nonce the server put in the render's load context, if any. */
export function cspNonceOf(loadContext: unknown): string | undefined {
  const nonce = (loadContext as { cspNonce?: unknown } | undefined)?.cspNonce;
  return typeof nonce === 'string' && nonce ? nonce : undefined;
}
