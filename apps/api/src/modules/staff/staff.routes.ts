import { staffEndpoints as endpoints } from '@shringar/contracts/endpoints/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { historyActor } from './operator-access.ts';
import { listAudit } from './audit-log.ts';
import { currentStaffSession, listStaff, staffVersion, updateStaff } from './staff-accounts.service.ts';
import { clearStaffCookie, setStaffCookie } from './staff-cookie.ts';
import { acceptInvitation, assertFirstOwner, getInvitation, inviteStaff } from './staff-invitations.service.ts';
import { automationPermissionsView, setAutomationGrants } from './automation-grants.ts';
import { revokeStaffSession } from './staff-sessions.ts';
import { signInStaff } from './staff-sign-in.service.ts';

const staffOf = (request: FastifyRequest) => {
  if (request.operator?.kind !== 'staff')
    throw new Unauthorized('Please sign in to the console.', 'STAFF_SIGN_IN_REQUIRED');
  return request.operator.staff;
};

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Staff accounts: sign-in and sessions, invitations, roles, the audit log. */
const staffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.staffSignIn, async (request, reply) => {
    const { token, answer } = await signInStaff(ctx, { ...request.body, ...clientOf(request) });
    setStaffCookie(request, reply, token, new Date(answer.expiresAt));
    return ok(answer);
  });

  endpointRoute(app, endpoints.staffCurrentSession, async (request) => {
    const staff = staffOf(request);
    return ok(await currentStaffSession(ctx, staff.staffId, staff.expiresAt));
  });

  endpointRoute(app, endpoints.staffSignOut, async (request, reply) => {
    await revokeStaffSession(ctx, staffOf(request).sessionId);
    clearStaffCookie(request, reply);
    return ok({ signedOut: true });
  });

  endpointRoute(app, endpoints.listStaff, async () =>
    ok((await listStaff(ctx)).map((m) => versioned(staffVersion, m))),
  );

  endpointRoute(app, endpoints.inviteStaff, async (request) => {
    if (request.operator?.kind === 'automation') await assertFirstOwner(ctx, request.body.role);
    const invitation = await inviteStaff(ctx, { ...request.body, invitedBy: historyActor(request.operator) });
    request.auditChange = {
      target: invitation.staff.email,
      after: { name: invitation.staff.name, role: invitation.staff.role, status: invitation.staff.status },
    };
    return ok(invitation);
  });

  endpointRoute(app, endpoints.updateStaff, async (request) => {
    const { member, before, after } = await updateStaff(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, staffVersion),
    );
    request.auditChange = { target: member.email, before, after };
    return ok(versioned(staffVersion, member));
  });

  endpointRoute(app, endpoints.getStaffInvitation, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await getInvitation(ctx, request.params.token));
  });

  endpointRoute(app, endpoints.acceptStaffInvitation, async (request, reply) => {
    const { token, answer } = await acceptInvitation(ctx, {
      token: request.params.token,
      ...request.body,
      ...clientOf(request),
    });
    setStaffCookie(request, reply, token, new Date(answer.expiresAt));
    return ok(answer);
  });

  endpointRoute(app, endpoints.listAuditLog, async (request) => ok(await listAudit(ctx, request.query)));

  endpointRoute(app, endpoints.getAutomationPermissions, async () => ok(await automationPermissionsView(ctx)));

  endpointRoute(app, endpoints.setAutomationPermissions, async (request) => {
    const before = await automationPermissionsView(ctx);
    await setAutomationGrants(ctx, request.body.granted, historyActor(request.operator));
    const after = await automationPermissionsView(ctx);
    request.auditChange = { target: 'automation token', before: before.granted, after: after.granted };
    return ok(after);
  });
};

export default staffRoutes;
