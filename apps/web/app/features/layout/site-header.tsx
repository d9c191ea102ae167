import { lazy, memo } from 'react';
import { getAuthToken } from '~/lib/auth-token';
import { Island } from '~/ui/island';

const loadBar = () => import('./header-bar');
const HeaderBar = lazy(loadBar);

/**
 * The header's server HTML is complete (links work as plain links), and nothing in it needs code until the shopper
 * acts: its code loads and it hydrates on the first touch, click or key press, which it then handles. A signed-in
 * shopper's header hydrates at once, for the cart, wishlist and notification counts.
 */
export const SiteHeader = memo(function SiteHeader() {
  const signedIn = typeof window !== 'undefined' && getAuthToken() !== null;
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <Island load={loadBar} wakeOn={signedIn ? 'now' : 'input'}>
        <HeaderBar />
      </Island>
    </header>
  );
});
