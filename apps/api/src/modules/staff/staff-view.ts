import type { StaffMember, StaffSession } from '@shringar/contracts/staff';
import { ROLE_PERMISSIONS } from '@shringar/contracts/staff-roles';
import type { staffMembers } from '../../db/schema/staff.ts';

type StaffRow = typeof staffMembers.$inferSelect;

export const staffView = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

export const staffSessionView = (row: StaffRow, expiresAt: Date): StaffSession => ({
  staff: staffView(row),
  permissions: [...ROLE_PERMISSIONS[row.role]],
  expiresAt: expiresAt.toISOString(),
});
