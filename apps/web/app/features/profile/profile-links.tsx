import { storePaths } from '@shringar/contracts/store-paths';
import { Bell, ChevronRight, CircleHelp, Heart, LogOut, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink, useFormat, useMessages } from '~/lib/i18n/i18n';
import { useLogout } from './api/logout';
import { messages } from './messages';

const LINKS: { to: string; label: keyof (typeof messages)['en']['links']; icon: ReactNode }[] = [
  { to: storePaths.wallet, label: 'wallet', icon: <Wallet aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.addressManagement, label: 'addresses', icon: <MapPin aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.wishlist, label: 'wishlist', icon: <Heart aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.notifications, label: 'notifications', icon: <Bell aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.faqs, label: 'help', icon: <CircleHelp aria-hidden="true" className="h-5 w-5" /> },
];

const ROW = 'flex w-full items-center gap-3 px-4 py-3.5 text-left text-sm font-medium';

/** The account's other pages, then Logout (revoked on the server, then /auth). */
export function ProfileLinks({ walletAmount }: { walletAmount: number }) {
  const logout = useLogout();
  const t = useMessages(messages);
  const f = useFormat();
  return (
    <nav aria-label={t.yourAccount} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
      <ul className="divide-y divide-gray-200">
        {LINKS.map((link) => (
          <li key={link.to}>
            <LocaleLink to={link.to} className={`${ROW} text-gray-900 hover:bg-gray-50`}>
              <span className="text-brand-600">{link.icon}</span>
              {t.links[link.label]}
              {link.to === storePaths.wallet && <span className="ml-auto text-gray-600">{f.price(walletAmount)}</span>}
              <ChevronRight
                aria-hidden="true"
                className={`h-4 w-4 text-gray-400 ${link.to === storePaths.wallet ? '' : 'ml-auto'}`}
              />
            </LocaleLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${ROW} text-red-700 hover:bg-red-50 disabled:text-gray-500`}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut aria-hidden="true" className="h-5 w-5" />
            {logout.isPending ? t.loggingOut : t.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
