import { staffSignOut } from '@shringar/contracts/endpoints/staff';
import type { StaffSession } from '@shringar/contracts/staff';
import { ROLE_LABELS, type Permission } from '@shringar/contracts/staff-roles';
import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { consoleCall } from './api/console-request';
import { consolePaths } from './console-paths';

/** The console's areas; each shows only to a role that may use it. */
const AREAS: { to: string; label: string; permission: Permission; end?: boolean }[] = [
  { to: consolePaths.home, label: 'Overview', permission: 'console', end: true },
  { to: consolePaths.orders, label: 'Orders', permission: 'orders.read' },
  { to: consolePaths.products, label: 'Products', permission: 'catalogue.manage' },
  { to: consolePaths.returns, label: 'Returns', permission: 'orders.read' },
  { to: consolePaths.customers, label: 'Customers', permission: 'customers.read' },
  { to: consolePaths.categories, label: 'Categories', permission: 'catalogue.manage' },
  { to: consolePaths.brands, label: 'Brands', permission: 'catalogue.manage' },
  { to: consolePaths.banners, label: 'Banners', permission: 'catalogue.manage' },
  { to: consolePaths.offers, label: 'Offers', permission: 'catalogue.manage' },
  { to: consolePaths.bestsellers, label: 'Bestsellers', permission: 'catalogue.manage' },
  { to: consolePaths.coupons, label: 'Coupons', permission: 'marketing.manage' },
  { to: consolePaths.callbacks, label: 'Call-backs', permission: 'callbacks.manage' },
  { to: consolePaths.notifications, label: 'Notifications', permission: 'customers.notify' },
  { to: consolePaths.policies, label: 'Policies', permission: 'content.manage' },
  { to: consolePaths.faqs, label: 'FAQs', permission: 'content.manage' },
  { to: consolePaths.settings, label: 'Settings', permission: 'settings.manage' },
  { to: consolePaths.staff, label: 'Staff', permission: 'staff.manage' },
  { to: consolePaths.audit, label: 'Audit log', permission: 'audit.read' },
];

export const areasFor = (session: StaffSession) => AREAS.filter((a) => session.permissions.includes(a.permission));

/** Navigation by area, who is signed in, and signing out. */
export function ConsoleShell({ session, children }: { session: StaffSession; children: ReactNode }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    try {
      await consoleCall(staffSignOut);
    } finally {
      await navigate(consolePaths.signIn, { replace: true });
    }
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label="Console areas" className="md:w-48 md:shrink-0 print:hidden">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {areasFor(session).map((area) => (
            <li key={area.to}>
              <NavLink
                to={area.to}
                end={area.end ?? false}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100'
                  }`
                }
              >
                {area.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-gray-200 pt-4 text-sm">
          <p className="font-medium text-gray-900">{session.staff.name}</p>
          <p className="text-gray-600">{ROLE_LABELS[session.staff.role]}</p>
          <Button variant="ghost" size="sm" className="-ml-3 mt-2" onClick={signOut} disabled={leaving}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
