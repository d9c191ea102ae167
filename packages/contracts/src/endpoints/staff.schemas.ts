import { schemaTable } from '../endpoint.ts';
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
import { staffEndpoints } from './staff.ts';

export const staffSchemas = schemaTable(staffEndpoints, {
  staffSignIn: { body: staffSignInBody, response: staffSessionSchema },
  staffCurrentSession: { response: staffSessionSchema },
  staffSignOut: { response: staffSignOutAnswer },
  listStaff: { response: staffListRead },
  inviteStaff: { body: staffInviteBody, response: staffInvitationAnswer },
  updateStaff: { params: staffIdParams, body: staffUpdateBody, response: staffMemberRead },
  getStaffInvitation: { params: invitationTokenParams, response: invitationView },
  acceptStaffInvitation: { params: invitationTokenParams, body: acceptInvitationBody, response: staffSessionSchema },
  listAuditLog: { query: auditQuery, response: auditPage },
  getAutomationPermissions: { response: automationPermissionsAnswer },
  setAutomationPermissions: { body: automationGrantsBody, response: automationPermissionsAnswer },
});
