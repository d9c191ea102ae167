import { authPathFor, storePaths } from '@shringar/contracts/store-paths';
import { Heart, Search, User } from '~/ui/icons';
import { Package } from './layout-icons';
import type { ReactNode } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { NotificationsLink } from '~/features/notifications/notifications.public';
import { useWishlistCount } from '~/features/wishlist/wishlist.public';
import { useSignedIn } from '~/ui/use-signed-in';
import { CartButton } from './cart-button';
import { messages } from './messages';

const ICON_LINK =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100';

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <LocaleLink to={to} aria-label={label} className={ICON_LINK}>
      {children}
    </LocaleLink>
  );
}

/** Spec 2 header icons: search, account and orders (→ /auth when signed out), wishlist with its real count, cart. */
export function HeaderIcons() {
  const signedIn = useSignedIn();
  const wishlistCount = useWishlistCount();
  const t = useMessages(messages);
  return (
    <nav aria-label={t.shopping} className="flex items-center gap-0.5 sm:gap-1">
      <IconLink to={storePaths.search} label={t.search}>
        <Search aria-hidden="true" className="h-5 w-5" />
      </IconLink>
      <IconLink to={signedIn ? storePaths.profile : storePaths.auth} label={signedIn ? t.myAccount : t.signIn}>
        <User aria-hidden="true" className="h-5 w-5" />
      </IconLink>
      <IconLink to={signedIn ? storePaths.orders : authPathFor(storePaths.orders)} label={t.myOrders}>
        <Package aria-hidden="true" className="h-5 w-5" />
      </IconLink>
      {signedIn && <NotificationsLink className={ICON_LINK} />}
      <IconLink to={storePaths.wishlist} label={t.wishlist(wishlistCount)}>
        <Heart aria-hidden="true" className="h-5 w-5" />
        {wishlistCount > 0 && (
          <span
            data-testid="wishlist-badge"
            aria-hidden="true"
            className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-none text-white"
          >
            {wishlistCount > 99 ? '99+' : wishlistCount}
          </span>
        )}
      </IconLink>
      <CartButton />
    </nav>
  );
}
