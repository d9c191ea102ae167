import { staffSignOut } from '@shringar/contracts/endpoints/staff';
import type { StaffSession } from '@shringar/contracts/staff';
import { ROLE_LABELS } from '@shringar/contracts/staff-roles';
import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { adminPaths } from '../kit/admin-paths';
import { AREA_GROUPS } from './admin-areas';

/** Each area shows only to a role that may use it, and a group with none of them is left out. */
const groupsFor = (session: StaffSession) =>
  AREA_GROUPS.map((g) => ({ ...g, areas: g.areas.filter((a) => session.permissions.includes(a.permission)) })).filter(
    (g) => g.areas.length > 0,
  );

export const areasFor = (session: StaffSession) => groupsFor(session).flatMap((g) => g.areas);

/** Navigation by area, who is signed in, and signing out. */
export function AdminShell({ session, children }: { session: StaffSession; children: ReactNode }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    try {
      await adminCall(staffSignOut);
    } finally {
      await navigate(adminPaths.signIn, { replace: true });
    }
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label="Console areas" className="md:w-48 md:shrink-0 print:hidden">
        <div className="flex gap-4 overflow-x-auto md:flex-col">
          {groupsFor(session).map((group) => (
            <div key={group.label} className="flex shrink-0 items-center gap-2 md:block">
              <p
                id={`console-group-${group.label.toLowerCase()}`}
                className="text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase md:px-3 md:pb-1"
              >
                {group.label}
              </p>
              <ul aria-labelledby={`console-group-${group.label.toLowerCase()}`} className="flex gap-1 md:flex-col">
                {group.areas.map((area) => (
                  <li key={area.to}>
                    <AreaLink to={area.to} end={area.end ?? false}>
                      {area.label}
                    </AreaLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
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

/**
 * An area's link, marked as the current page (`aria-current` and the brand colour) at its path or, unless `end`,
 * below it: what the router's NavLink does, without bringing that component to every store page's first load.
 */
function AreaLink({ to, end, children }: { to: string; end: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
        current ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100'
      }`}
    >
      {children}
    </Link>
  );
}
