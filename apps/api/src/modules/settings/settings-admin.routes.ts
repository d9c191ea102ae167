import { adminContentEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { adminSettings, settingsVersion, updateSettings } from './settings-admin.service.ts';

/** The console's settings page: every setting of spec 3 and 9 and the store profile, never a secret. */
const settingsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminGetSettings, async () => ok(versioned(settingsVersion, await adminSettings(ctx))));

  endpointRoute(app, endpoints.adminUpdateSettings, async (request) => {
    const { before, after } = await updateSettings(ctx, request.body, freshnessCheck(request, settingsVersion));
    request.auditChange = { target: 'settings', before, after };
    return ok(versioned(settingsVersion, after));
  });
};

export default settingsAdminRoutes;
