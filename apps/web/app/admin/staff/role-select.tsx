import { ROLE_LABELS, STAFF_ROLES } from '@shringar/contracts/staff-roles';
import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '../kit/select-field';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => [role, ROLE_LABELS[role]] as const);

/** A labelled choice of role. */
export function RoleSelect(props: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  return <SelectField options={ROLE_OPTIONS} {...props} />;
}
