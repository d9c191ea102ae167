import {
  acceptInvitationBody,
  automationGrantsBody,
  automationPermissionsAnswer,
  auditPage,
  auditQuery,
  invitationTokenParams,
  invitationView,
  staffIdParams,
  staffInvitationAnswer,
  staffInviteBody,
  staffListRead,
  staffMemberRead,
  staffSessionSchema,
  staffSignInBody,
  staffSignOutAnswer,
  staffUpdateBody,
} from '../staff.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * Staff accounts of the operator console. Signing in (e-mail, password, authenticator code) and accepting an
 * invitation set the `shringar_staff` cookie (HttpOnly, SameSite=Strict, Secure over https); every other call
 * here is an operator endpoint with its permission.
 */

const tags = ['staff'] as const;

export const staffSignIn = defineEndpoint({
  operationId: 'staffSignIn',
  method: 'POST',
  path: '/admin/session',
  access: 'public',
  tags,
  summary: 'Staff: sign in to the console with e-mail, password and authenticator code (sets the session cookie)',
  description:
    "One answer for every wrong part (unknown e-mail, wrong password, wrong code). A right password with a right code of a step already used answers STAFF_TOTP_CODE_USED ('That code was just used. Wait for the next code.') and counts as no failure. Five failures for one e-mail from one network (IPv4 address, IPv6 /64) lock that network out of it for 15 minutes, and 30 an hour from one network lock it out of every address (429 with Retry-After); other networks are unaffected.",
  errors: [400, 401, 429],
  errorCodes: ['STAFF_SIGN_IN_FAILED', 'STAFF_TOTP_CODE_USED', 'STAFF_SIGN_IN_LOCKED'],
  schemas: { body: staffSignInBody, response: staffSessionSchema },
});

export const staffCurrentSession = defineEndpoint({
  operationId: 'staffCurrentSession',
  method: 'GET',
  path: '/admin/session',
  access: 'operator',
  permission: 'console',
  tags,
  summary: 'Staff: the signed-in staff member and what their role allows',
  errors: guard.errors,
  errorCodes: guard.errorCodes,
  schemas: { response: staffSessionSchema },
});

export const staffSignOut = defineEndpoint({
  operationId: 'staffSignOut',
  method: 'DELETE',
  path: '/admin/session',
  access: 'operator',
  permission: 'console',
  tags,
  summary: 'Staff: sign out (ends the session and clears the cookie)',
  errors: guard.errors,
  errorCodes: guard.errorCodes,
  schemas: { response: staffSignOutAnswer },
});

export const listStaff = defineEndpoint({
  operationId: 'listStaff',
  method: 'GET',
  path: '/admin/staff',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: 'Staff: every staff account with its role and status',
  errors: guard.errors,
  errorCodes: guard.errorCodes,
  schemas: { response: staffListRead },
});

export const inviteStaff = defineEndpoint({
  operationId: 'inviteStaff',
  method: 'POST',
  path: '/admin/staff',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: 'Staff: invite a staff member (answers the one-time invitation link, valid 72 hours)',
  description:
    'Inviting a pending or disabled address again starts it afresh (new link and authenticator secret, no password) and keeps the name the account has (the answer shows it; a rename is not an invitation’s job); an active one is a 409. The automation token may call this only to invite an owner while no staff account is active (`npm run ops -- staff:create` creates the first owner); otherwise it is a 403 PERMISSION_DENIED.',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'STAFF_EMAIL_TAKEN'],
  schemas: { body: staffInviteBody, response: staffInvitationAnswer },
});

export const updateStaff = defineEndpoint({
  operationId: 'updateStaff',
  method: 'PATCH',
  path: '/admin/staff/{id}',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: "Staff: change a staff member's role, or disable or re-enable the account (ends their sessions)",
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'STAFF_NOT_FOUND', 'LAST_OWNER', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: staffIdParams, body: staffUpdateBody, response: staffMemberRead },
});

export const getStaffInvitation = defineEndpoint({
  operationId: 'getStaffInvitation',
  method: 'GET',
  path: '/admin/invitations/{token}',
  access: 'public',
  tags,
  summary: 'Staff: a pending invitation with the authenticator secret to set up',
  errors: [400, 404],
  errorCodes: ['INVITATION_NOT_FOUND'],
  schemas: { params: invitationTokenParams, response: invitationView },
});

export const acceptStaffInvitation = defineEndpoint({
  operationId: 'acceptStaffInvitation',
  method: 'POST',
  path: '/admin/invitations/{token}',
  access: 'public',
  tags,
  summary: 'Staff: accept an invitation with a password and a first authenticator code (signs in)',
  errors: [400, 404],
  errorCodes: ['INVITATION_NOT_FOUND'],
  schemas: { params: invitationTokenParams, body: acceptInvitationBody, response: staffSessionSchema },
});

export const listAuditLog = defineEndpoint({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/admin/audit',
  access: 'operator',
  permission: 'audit.read',
  tags,
  summary: 'Staff: the audit log, newest first, filtered by actor, action, target and dates',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: auditQuery, response: auditPage },
});

export const getAutomationPermissions = defineEndpoint({
  operationId: 'getAutomationPermissions',
  method: 'GET',
  path: '/admin/automation/permissions',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary:
    'Staff: what the automation token (OPERATOR_TOKEN) may do: its own set, what owners granted, what they may grant',
  errors: guard.errors,
  errorCodes: guard.errorCodes,
  schemas: { response: automationPermissionsAnswer },
});

export const setAutomationPermissions = defineEndpoint({
  operationId: 'setAutomationPermissions',
  method: 'PUT',
  path: '/admin/automation/permissions',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: 'Staff: the permissions owners grant the automation token besides its own (replaces the list)',
  description:
    'Grantable: every permission but the console itself, managing staff and reading the audit log, which the token never holds. Only owners (staff.manage) change this; the token cannot grant itself anything.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { body: automationGrantsBody, response: automationPermissionsAnswer },
});

export const staffEndpoints = {
  staffSignIn,
  staffCurrentSession,
  staffSignOut,
  listStaff,
  inviteStaff,
  updateStaff,
  getStaffInvitation,
  acceptStaffInvitation,
  listAuditLog,
  getAutomationPermissions,
  setAutomationPermissions,
};
