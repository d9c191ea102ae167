import type { Versioned } from '@shringar/contracts/record-version';
import { updateStaff } from '@shringar/contracts/endpoints/staff';
import type { StaffMember } from '@shringar/contracts/staff';
import { ROLE_LABELS, type StaffRole } from '@shringar/contracts/staff-roles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { formatAdminTime } from '../kit/format-time';
import { SortHeader } from '../kit/table/sort-header';
import { sortFrom } from '../kit/table/url-state';
import { RoleSelect } from './role-select';
import { isStaleWrite, StaleWriteNotice } from '../kit/stale-write-notice';

const SORT_KEYS = ['name', 'email', 'role', 'status', 'lastSignInAt'] as const;
const STATUS_LABELS = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const;

function compare(a: StaffMember, b: StaffMember, key: (typeof SORT_KEYS)[number]) {
  return String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
}

/** Every staff account, sortable by column through the URL, with its role and status changes. */
export function StaffTable({
  members,
  selfId,
  onChanged,
}: {
  members: Versioned<StaffMember>[];
  selfId: number;
  onChanged: () => void;
}) {
  const [search] = useSearchParams();
  const sort = sortFrom(search, SORT_KEYS, { key: 'name', dir: 'asc' });
  const sorted = [...members].sort(
    (a, b) => compare(a, b, sort.key as (typeof SORT_KEYS)[number]) * (sort.dir === 'asc' ? 1 : -1),
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <SortHeader label="Name" sortKey="name" sort={sort} />
            <SortHeader label="E-mail" sortKey="email" sort={sort} />
            <SortHeader label="Role" sortKey="role" sort={sort} />
            <SortHeader label="Status" sortKey="status" sort={sort} />
            <SortHeader label="Last sign-in" sortKey="lastSignInAt" sort={sort} />
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Changes
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((member) => (
            <StaffRow key={member.id} member={member} isSelf={member.id === selfId} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StaffRow({
  member,
  isSelf,
  onChanged,
}: {
  member: Versioned<StaffMember>;
  isSelf: boolean;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function change(body: { role?: StaffRole; status?: 'active' | 'disabled' }) {
    setBusy(true);
    setError(null);
    try {
      await adminCall(updateStaff, { params: { id: member.id }, body, version: member.version });
      onChanged();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr className="border-b border-gray-100 align-top last:border-0">
      <th scope="row" className="px-3 py-2 font-medium text-gray-900">
        {member.name}
        {isSelf && <span className="ml-1 text-gray-600">(you)</span>}
      </th>
      <td className="px-3 py-2 text-gray-800">{member.email}</td>
      <td className="px-3 py-2 text-gray-800">{ROLE_LABELS[member.role]}</td>
      <td className="px-3 py-2 text-gray-800">{STATUS_LABELS[member.status]}</td>
      <td className="px-3 py-2 text-gray-800">{member.lastSignInAt ? formatAdminTime(member.lastSignInAt) : '—'}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-end gap-2">
          <RoleSelect
            label={`Role of ${member.name}`}
            value={member.role}
            disabled={busy}
            onChange={(e) => void change({ role: e.target.value as StaffRole })}
          />
          {member.status === 'disabled' ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void change({ status: 'active' })}>
              Enable {member.name}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void change({ status: 'disabled' })}>
              Disable {member.name}
            </Button>
          )}
        </div>
        <StaleWriteNotice
          error={error}
          onReload={() => {
            setError(null);
            onChanged();
          }}
        />
        {error && !isStaleWrite(error) ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {(error as Error).message}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
