import type { Versioned } from '@shringar/contracts/record-version';
import type { StaffMember } from '@shringar/contracts/staff';
import { useRevalidator } from 'react-router';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';

/** Staff accounts: who may use the console, in which role, and invitations for more. */
export function StaffPage({ members, selfId }: { members: Versioned<StaffMember>[]; selfId: number }) {
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Staff</h1>
      <InviteForm onInvited={refresh} />
      <StaffTable members={members} selfId={selfId} onChanged={refresh} />
    </div>
  );
}
