import { z } from 'zod';
import { calendarDay } from './operator-input.ts';
import { paginationQuery, pagedSchema } from './pagination.ts';
import { withVersion } from './record-version.ts';
import { AUTOMATION_GRANTABLE, PERMISSIONS, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from './staff-roles.ts';

/** Staff accounts of the operator console: sign-in, invitations, roles and the audit log. */

const email = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid e-mail address' }));

const totpCode = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be the 6 digits your authenticator app shows');

const roleEnum = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` });

export const staffSignInBody = z.object({
  email,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200, 'password is too long'),
  code: totpCode,
});

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleEnum,
  status: z.enum(['invited', 'active', 'disabled']),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({
  staff: staffMemberSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  expiresAt: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSignOutAnswer = z.object({ signedOut: z.boolean() });

export const staffListSchema = z.array(staffMemberSchema);

export const staffInviteBody = z.object({
  email,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(2, 'name must be at least 2 characters')
    .max(80, 'name must be at most 80 characters'),
  role: roleEnum,
});

export const staffInvitationAnswer = z.object({
  staff: staffMemberSchema,
  /** Path of the console page where the invitee sets a password and the authenticator; shown once. */
  invitationPath: z.string(),
  expiresAt: z.string(),
});

export const staffIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number),
});

export const staffUpdateBody = z
  .object({
    role: roleEnum.optional(),
    status: z.enum(['active', 'disabled'], { error: 'status must be active or disabled' }).optional(),
  })
  .refine((b) => b.role !== undefined || b.status !== undefined, {
    message: 'role or status is required',
    path: ['role'],
  });

export const invitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token is not a valid invitation link'),
});

export const invitationView = z.object({
  email: z.string(),
  name: z.string(),
  role: roleEnum,
  expiresAt: z.string(),
  /** The authenticator's secret (base32) and its otpauth:// address, also as a QR code (SVG markup). */
  totpSecret: z.string(),
  totpUri: z.string(),
  totpQrSvg: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const acceptInvitationBody = z.object({
  password: z
    .string({ error: 'password is required' })
    .min(STAFF_PASSWORD_MIN_LENGTH, `password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'password must be at most 200 characters'),
  code: totpCode,
});

const isoDate = (field: string) => calendarDay(field).optional();

export const auditQuery = paginationQuery(25).extend({
  actor: z.string().trim().max(100, 'actor must be at most 100 characters').optional(),
  action: z.string().trim().max(100, 'action must be at most 100 characters').optional(),
  target: z.string().trim().max(100, 'target must be at most 100 characters').optional(),
  from: isoDate('from'),
  to: isoDate('to'),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  actorKind: z.enum(['staff', 'automation']),
  action: z.string(),
  target: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPage = pagedSchema(auditEntrySchema);

/** Reads of what the console edits carry the record's version (record-version.ts). */
export const staffMemberRead = withVersion(staffMemberSchema);
export const staffListRead = z.array(staffMemberRead);

/** What the automation token may do: its own set, what owners granted it, and what they may grant. */
export const automationPermissionsAnswer = z.object({
  always: z.array(z.enum(PERMISSIONS)),
  granted: z.array(z.enum(PERMISSIONS)),
  grantable: z.array(z.enum(PERMISSIONS)),
});

export const automationGrantsBody = z.object({
  granted: z
    .array(z.enum(AUTOMATION_GRANTABLE, { error: `each permission must be one of ${AUTOMATION_GRANTABLE.join(', ')}` }))
    .max(AUTOMATION_GRANTABLE.length, 'granted lists each permission once'),
});
