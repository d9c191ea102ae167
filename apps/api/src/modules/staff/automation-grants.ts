import { AUTOMATION_GRANTABLE, AUTOMATION_PERMISSIONS, type Permission } from '@shringar/contracts/staff-roles';
import { notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { automationGrants } from '../../db/schema/staff.ts';

/** The permissions owners granted the automation token, in PERMISSIONS order; never one outside the grantable set. */
export async function grantedAutomationPermissions(ctx: AppContext): Promise<Permission[]> {
  const rows = await ctx.db.select({ permission: automationGrants.permission }).from(automationGrants);
  const granted = new Set(rows.map((r) => r.permission));
  return AUTOMATION_GRANTABLE.filter((p) => granted.has(p));
}

/** Whether the automation token holds `permission`: its own set, or an owner's grant. */
export async function automationMay(ctx: AppContext, permission: Permission): Promise<boolean> {
  if (AUTOMATION_PERMISSIONS.includes(permission)) return true;
  if (!AUTOMATION_GRANTABLE.includes(permission)) return false;
  return (await grantedAutomationPermissions(ctx)).includes(permission);
}

export async function automationPermissionsView(ctx: AppContext) {
  return {
    always: [...AUTOMATION_PERMISSIONS],
    granted: await grantedAutomationPermissions(ctx),
    grantable: [...AUTOMATION_GRANTABLE],
  };
}

/** Replaces the grants with `granted` (each kept row keeps who first granted it). */
export async function setAutomationGrants(ctx: AppContext, granted: readonly Permission[], grantedBy: string) {
  const wanted = [...new Set(granted)].filter((p) => AUTOMATION_GRANTABLE.includes(p));
  await ctx.db.transaction(async (tx) => {
    if (wanted.length) await tx.delete(automationGrants).where(notInArray(automationGrants.permission, wanted));
    else await tx.delete(automationGrants);
    if (wanted.length)
      await tx
        .insert(automationGrants)
        .values(wanted.map((permission) => ({ permission, grantedBy, grantedAt: ctx.clock.now() })))
        .onConflictDoNothing();
  });
}
