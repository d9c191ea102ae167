import type { StaffSession } from '@shringar/contracts/staff';
import { ROLE_LABELS } from '@shringar/contracts/staff-roles';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';

/**
 * A console page the member's role does not open, inside the console's shell: what happened, and the way back.
 * The server refuses the page's calls the same way (403 PERMISSION_DENIED); this says so before any is made.
 */
export function RoleDenied({ session }: { session: StaffSession }) {
  return (
    <section aria-labelledby="role-denied-heading" className="rounded-xl border border-amber-200 bg-white p-6">
      <h1 id="role-denied-heading" className="text-2xl font-semibold text-gray-900">
        Not open to your role
      </h1>
      <p className="mt-2 text-gray-800">Your role does not allow this.</p>
      <p className="mt-1 text-gray-800">
        You are signed in with the {ROLE_LABELS[session.staff.role]} role; an owner can change your role on the Staff
        page.
      </p>
      <Link to={adminPaths.home} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
        Go to the overview
      </Link>
    </section>
  );
}
