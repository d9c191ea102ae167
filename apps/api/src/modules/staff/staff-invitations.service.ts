import { STAFF_INVITATION_HOURS, type StaffRole } from '@shringar/contracts/staff-roles';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { recordAudit } from './audit-log.ts';
import { hashPassword } from './password-hashing.ts';
import { createStaffSession } from './staff-sessions.ts';
import { staffSessionView, staffView } from './staff-view.ts';
import { claimTotpCode } from './totp-step.ts';
import { newTotpSecret, totpSetup } from './totp.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';

export const invitationPath = (token: string) => `/admin/invitation/${token}`;

/** Wrong first codes per invitation: the link is secret, but a code has only a million values. */
const CODE_TRIES: LimitRule = { limit: 10, windowMs: 15 * 60_000, kind: 'fixed' };

const notFound = () =>
  new NotFound(
    'This invitation link is not valid any more. Ask the store owner for a new one.',
    'INVITATION_NOT_FOUND',
  );

/** Whether any staff account is active (the console has someone to manage it). */
export async function hasActiveStaff(ctx: AppContext): Promise<boolean> {
  const [active] = await ctx.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.status, 'active'))
    .limit(1);
  return !!active;
}

/**
 * The automation token's one staff call: inviting a store's first owner, while no staff account is active. Once
 * one is, only owners invite (a leaked token cannot add an owner of its own).
 */
export async function assertFirstOwner(ctx: AppContext, role: StaffRole) {
  if ((await hasActiveStaff(ctx)) || role !== 'owner')
    throw new Forbidden('Only an owner can invite staff once the console has one.', 'PERMISSION_DENIED');
}

/**
 * Invites a staff member: a new account waiting for its password, with a fresh authenticator secret and a
 * one-time link (its SHA-256 stored). Inviting a pending or disabled address again starts it afresh (new link,
 * new authenticator secret, no password: how a lost authenticator is replaced); an active account is a 409.
 * Inviting again keeps the name the account has: a resend is for a lost link or authenticator, and a typo in
 * the second form must not silently rename the member (rename is not an invitation's job).
 */
export async function inviteStaff(
  ctx: AppContext,
  input: { email: string; name: string; role: StaffRole; invitedBy: string },
) {
  const token = newOpaqueToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * 60 * 60_000);
  const fields = {
    role: input.role,
    status: 'invited' as const,
    passwordHash: null,
    totpSecret: newTotpSecret(),
    totpLastStep: null,
    invitationTokenHash: hashOpaqueToken(token),
    invitationExpiresAt: expiresAt,
    invitedBy: input.invitedBy,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(staffMembers)
    .values({ email: input.email, name: input.name, createdAt: now, ...fields })
    .onConflictDoUpdate({
      target: staffMembers.email,
      set: fields,
      setWhere: ne(staffMembers.status, 'active'),
    })
    .returning();
  if (!row) throw new Conflict('A staff account with this e-mail already exists.', 'STAFF_EMAIL_TAKEN');
  return { staff: staffView(row), invitationPath: invitationPath(token), expiresAt: expiresAt.toISOString() };
}

async function pendingInvitation(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.invitationTokenHash, hashOpaqueToken(token)),
        eq(staffMembers.status, 'invited'),
        gt(staffMembers.invitationExpiresAt, ctx.clock.now()),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** What the invitee sees: who they are invited as, and the authenticator secret to add to their app. */
export async function getInvitation(ctx: AppContext, token: string) {
  const row = await pendingInvitation(ctx, token);
  const setup = totpSetup(row.totpSecret, row.email, ctx.config.STORE_NAME);
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    expiresAt: row.invitationExpiresAt!.toISOString(),
    totpSecret: row.totpSecret,
    totpUri: setup.uri,
    totpQrSvg: setup.qrSvg,
  };
}

/**
 * Accepting proves the authenticator works (a first code) and sets the password; the link then dies and the
 * member is signed in.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: { token: string; password: string; code: string; ip: string; userAgent?: string | undefined },
) {
  const row = await pendingInvitation(ctx, input.token);
  const nowMs = ctx.clock.now().getTime();
  const key = `staff-invitation:${row.id}`;
  if (!(await ctx.limiter.peek(key, CODE_TRIES, nowMs)).allowed) throw notFound();
  if ((await claimTotpCode(ctx, row, input.code)) !== 'claimed') {
    await ctx.limiter.hit(key, CODE_TRIES, nowMs);
    throw ValidationError.field(
      'code',
      'The authenticator code is not right. Enter the newest code your app shows for this account.',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const [active] = await ctx.db
    .update(staffMembers)
    .set({
      passwordHash,
      status: 'active',
      invitationTokenHash: null,
      invitationExpiresAt: null,
      lastSignInAt: now,
      updatedAt: now,
    })
    .where(and(eq(staffMembers.id, row.id), eq(staffMembers.status, 'invited')))
    .returning();
  if (!active) throw notFound();
  const session = await createStaffSession(ctx, active.id, { ip: input.ip, userAgent: input.userAgent });
  await recordAudit(ctx, {
    actor: active.email,
    actorKind: 'staff',
    staffId: active.id,
    action: 'acceptStaffInvitation',
    target: active.email,
    statusCode: 200,
    before: { status: 'invited' },
    after: { status: 'active', role: active.role },
    details: { ip: input.ip },
  });
  return { token: session.token, answer: staffSessionView(active, session.expiresAt) };
}
