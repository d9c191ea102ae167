import type { DashboardAnswer } from '@shringar/contracts/dashboard';
import type { StaffSession } from '@shringar/contracts/staff';
import { ROLE_LABELS, type Permission } from '@shringar/contracts/staff-roles';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { areasFor } from './admin-shell';
import { DashboardPanel } from '../dashboard/dashboard-panel';

/** What each permission lets a member do, in the store's words. */
const ALLOWED: Record<Permission, string> = {
  console: 'Sign in to the console',
  'orders.read': 'Look up orders',
  'orders.manage': 'Move orders along their statuses, cancel them, decide returns',
  'orders.refund': 'Refund online payments and returns',
  'customers.read': 'Look up shoppers, their orders, addresses and wallets',
  'customers.wallet': 'Credit and debit shoppers’ wallets',
  'customers.notify': 'Send shoppers notifications',
  'catalogue.manage': 'Manage the catalogue: categories, brands, banners, offers, bestsellers and search synonyms',
  'marketing.manage': 'Create and change coupons',
  'staff.manage': 'Invite staff, change their roles, disable accounts',
  'audit.read': 'Read the audit log',
  'dashboard.read': 'See sales, low stock and what is waiting',
  'content.manage': 'Edit policies and FAQs',
  'settings.manage': 'Change the store’s settings and profile',
  'callbacks.manage': 'Answer call-back requests',
  'customers.broadcast': 'Send a notification to every shopper',
  'reports.read': 'Read GST reports (GSTR-1) and download them for the accountant',
};

/** First on the overview while shoppers can read the store but not buy: what they are told, and where to reopen. */
function StoreClosedAlert({ message, canReopen }: { message: string; canReopen: boolean }) {
  return (
    <section
      aria-labelledby="store-closed-heading"
      data-testid="console-store-closed"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <h2 id="store-closed-heading" className="text-xl font-bold">
        Store closed
      </h2>
      <p className="mt-1 text-sm">
        Shoppers can browse but cannot change carts, place orders or start payments. They see: “{message}”
      </p>
      {canReopen && (
        <Link to={adminPaths.settings} className="mt-2 inline-block font-medium text-red-900 underline">
          Reopen in Settings
        </Link>
      )}
    </section>
  );
}

/** The overview: who is signed in, the dashboard, and the areas their role opens. */
export function AdminHome({
  session,
  dashboard,
  closedMessage,
}: {
  session: StaffSession;
  dashboard: DashboardAnswer | null;
  /** The message shoppers see while the store is closed; null while it is open. */
  closedMessage: string | null;
}) {
  const areas = areasFor(session).filter((a) => a.permission !== 'console');
  return (
    <div className="flex flex-col gap-6">
      {closedMessage !== null && (
        <StoreClosedAlert message={closedMessage} canReopen={session.permissions.includes('settings.manage')} />
      )}
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Hello, {session.staff.name}</h1>
        <p className="mt-1 text-gray-700">
          Signed in as {session.staff.email} · {ROLE_LABELS[session.staff.role]}
        </p>
      </div>
      {dashboard && <DashboardPanel data={dashboard} />}
      {areas.length > 0 && (
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading" className="text-lg font-semibold text-gray-900">
            Your areas
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {areas.map((area) => (
              <li key={area.to}>
                <Link
                  to={area.to}
                  className="block rounded-xl border border-gray-200 bg-white p-4 hover:border-brand-600"
                >
                  <span className="font-medium text-gray-900">{area.label}</span>
                  <span className="mt-1 block text-sm text-gray-700">{ALLOWED[area.permission]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="allowed-heading" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="allowed-heading" className="text-lg font-semibold text-gray-900">
          What your role allows
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-gray-800">
          {session.permissions.map((p) => (
            <li key={p}>{ALLOWED[p]}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
