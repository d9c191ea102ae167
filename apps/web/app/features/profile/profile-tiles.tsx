import { storePaths } from '@shringar/contracts/store-paths';
import type { User } from '@shringar/contracts/user';
import { BadgeCheck, Heart, Package, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Your account at a glance">
      <li>
        <Link to={storePaths.orders} className={`${TILE} h-full hover:border-brand-600`} data-testid="tile-orders">
          <TileBody
            icon={<Package aria-hidden="true" className="h-5 w-5" />}
            label="Orders"
            value={String(user.ordersCount)}
          />
        </Link>
      </li>
      <li className={TILE} data-testid="tile-hearts">
        <TileBody icon={<Heart aria-hidden="true" className="h-5 w-5" />} label="Hearts" value={String(user.hearts)} />
      </li>
      <li className={TILE} data-testid="tile-verified">
        <TileBody
          icon={<BadgeCheck aria-hidden="true" className="h-5 w-5" />}
          label="Verified"
          value={user.isVerified ? 'Yes' : 'No'}
        />
      </li>
      <li className={TILE} data-testid="tile-status">
        <TileBody icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />} label="Status" value="Active" />
      </li>
    </ul>
  );
}
