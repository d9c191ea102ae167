import type { StaffMember } from '@shringar/contracts/staff';
import type { StaffRole } from '@shringar/contracts/staff-roles';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { staffMembers, staffSessions } from '../../db/schema/staff.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { staffSessionView, staffView } from './staff-view.ts';

/** The signed-in member as the console shows them, with what their role allows. */
export async function currentStaffSession(ctx: AppContext, staffId: number, expiresAt: Date) {
  const [row] = await ctx.db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!row) throw new NotFound('No staff member has this id.', 'STAFF_NOT_FOUND');
  return staffSessionView(row, expiresAt);
}

export async function listStaff(ctx: AppContext) {
  const rows = await ctx.db.select().from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return rows.map(staffView);
}

/**
 * A new role or an account disabled or enabled again. The store always keeps an active owner: changes that
 * would leave none are refused, under a lock on the active owners so two owners demoting each other at once
 * cannot both succeed. Disabling ends the member's sessions (and a pending invitation's link).
 */
export async function updateStaff(
  ctx: AppContext,
  id: number,
  change: { role?: StaffRole | undefined; status?: 'active' | 'disabled' | undefined },
  check?: (current: StaffMember) => void,
) {
  return ctx.db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, 'owner'), eq(staffMembers.status, 'active')))
      .orderBy(asc(staffMembers.id))
      .for('update');
    const [current] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id));
    if (!current) throw new NotFound('No staff member has this id.', 'STAFF_NOT_FOUND');
    check?.(staffView(current));
    const before = { role: current.role, status: current.status };
    const role = change.role ?? current.role;
    let status = current.status;
    if (change.status === 'disabled') status = 'disabled';
    if (change.status === 'active' && current.status === 'disabled')
      status = current.passwordHash ? 'active' : 'invited';
    const staysOwner = role === 'owner' && status === 'active';
    const ownerIds = owners.map((r) => r.id);
    if (ownerIds.includes(id) && !staysOwner && ownerIds.length <= 1)
      throw new Conflict('The store needs at least one active owner.', 'LAST_OWNER');
    const [updated] = await tx
      .update(staffMembers)
      .set({
        role,
        status,
        ...(status === 'disabled' ? { invitationTokenHash: null, invitationExpiresAt: null } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(staffMembers.id, id))
      .returning();
    if (status === 'disabled')
      await tx
        .update(staffSessions)
        .set({ revokedAt: ctx.clock.now() })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    return { member: staffView(updated!), before, after: { role: updated!.role, status: updated!.status } };
  });
}

/** What an edit of a member can lose: their name, role and status (sign-ins move on their own). */
export const staffVersion: VersionRule<StaffMember> = {
  subject: 'this member',
  fields: ({ name, role, status }) => ({ name, role, status }),
};
