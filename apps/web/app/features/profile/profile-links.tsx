import { formatRupees } from '@shringar/contracts/money';
import { storePaths } from '@shringar/contracts/store-paths';
import { Bell, ChevronRight, CircleHelp, Heart, LogOut, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLogout } from './api/logout';

const LINKS: { to: string; label: string; icon: ReactNode }[] = [
  { to: storePaths.wallet, label: 'Wallet', icon: <Wallet aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.addressManagement, label: 'Addresses', icon: <MapPin aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.wishlist, label: 'Wishlist', icon: <Heart aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.notifications, label: 'Notifications', icon: <Bell aria-hidden="true" className="h-5 w-5" /> },
  { to: storePaths.faqs, label: 'Help', icon: <CircleHelp aria-hidden="true" className="h-5 w-5" /> },
];

const ROW = 'flex w-full items-center gap-3 px-4 py-3.5 text-left text-sm font-medium';

/** The account's other pages, then Logout (revoked on the server, then /auth). */
export function ProfileLinks({ walletAmount }: { walletAmount: number }) {
  const logout = useLogout();
  return (
    <nav aria-label="Your account" className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
      <ul className="divide-y divide-gray-200">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`${ROW} text-gray-900 hover:bg-gray-50`}>
              <span className="text-brand-600">{link.icon}</span>
              {link.label}
              {link.to === storePaths.wallet && (
                <span className="ml-auto text-gray-600">{formatRupees(walletAmount)}</span>
              )}
              <ChevronRight
                aria-hidden="true"
                className={`h-4 w-4 text-gray-400 ${link.to === storePaths.wallet ? '' : 'ml-auto'}`}
              />
            </Link>
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
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
