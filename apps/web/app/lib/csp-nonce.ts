import { createContext, useContext } from 'react';
import { createContext as createRouterContext, RouterContextProvider } from 'react-router';

/**
 * The nonce of this answer's Content-Security-Policy (the server draws one per answer and hands it to the
 * render), which every inline script React Router writes must carry. In the browser it is empty: scripts the app
 * adds later load from this origin, which the policy allows without one.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);

/** Where the render's load context carries the nonce (React Router's middleware-era context). */
const cspNonceKey = createRouterContext<string | undefined>(undefined);

/**
 * The load context of one server render, made here because the key above lives in this build: the server that
 * serves the build (apps/api's web-app plugin) calls it through the server entry.
 */
export function createRenderContext(cspNonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceKey, cspNonce);
  return context;
}

/** The nonce the server put in the render's load context, if any. */
export function cspNonceOf(loadContext: unknown): string | undefined {
  if (!(loadContext instanceof RouterContextProvider)) return undefined;
  const nonce = loadContext.get(cspNonceKey);
  return typeof nonce === 'string' && nonce ? nonce : undefined;
}
