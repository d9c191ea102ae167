import { storePaths } from '@shringar/contracts/store-paths';
import type { User } from '@shringar/contracts/user';
import { BadgeCheck, Heart, Package, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink, useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

const TILE = 'flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-4';

function TileBody({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <>
      <span className="text-brand-600">{icon}</span>
      <span className="text-2xl font-bold text-gray-900">{value}</span>
      <span className="text-sm text-gray-600">{label}</span>
    </>
  );
}

/** Spec 2 tiles with real values: Orders (links to /orders), Hearts, Verified (Yes or No), Status. */
export function ProfileTiles({ user }: { user: User }) {
  const t = useMessages(messages);
  const f = useFormat();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t.atAGlance}>
      <li>
        <LocaleLink
          to={storePaths.orders}
          className={`${TILE} h-full hover:border-brand-600`}
          data-testid="tile-orders"
        >
          <TileBody
            icon={<Package aria-hidden="true" className="h-5 w-5" />}
            label={t.orders}
            value={f.number(user.ordersCount)}
          />
        </LocaleLink>
      </li>
      <li className={TILE} data-testid="tile-hearts">
        <TileBody
          icon={<Heart aria-hidden="true" className="h-5 w-5" />}
          label={t.hearts}
          value={f.number(user.hearts)}
        />
      </li>
      <li className={TILE} data-testid="tile-verified">
        <TileBody
          icon={<BadgeCheck aria-hidden="true" className="h-5 w-5" />}
          label={t.verified}
          value={user.isVerified ? t.yes : t.no}
        />
      </li>
      <li className={TILE} data-testid="tile-status">
        <TileBody icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />} label={t.status} value={t.active} />
      </li>
    </ul>
  );
}
