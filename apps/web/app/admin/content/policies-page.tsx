import type { AdminPolicy } from '@shringar/contracts/admin-content';
import { storePaths } from '@shringar/contracts/store-paths';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';

/** The store's policies: each opens its editor; the store's page is a link away. */
export function PoliciesPage({ policies }: { policies: AdminPolicy[] }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Policies</h1>
      <p className="text-gray-700">Shoppers read these on the store; a change shows there as soon as it is saved.</p>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {policies.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div>
              <Link
                to={adminPaths.policy(p.id)}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {p.title}
              </Link>
              <p className="text-sm text-gray-600">Last changed {formatAdminTime(p.updatedAt)}</p>
            </div>
            <a href={storePaths.policy(p.id)} className="text-sm text-gray-700 underline underline-offset-2">
              View {p.title} on the store
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
