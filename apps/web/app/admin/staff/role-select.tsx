import { ROLE_LABELS, STAFF_ROLES } from '@shringar/contracts/staff-roles';
import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled choice of role. */
export function RoleSelect({ label, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={id} className="h-10 rounded-lg border border-gray-400 bg-white px-2 text-gray-900" {...select}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
