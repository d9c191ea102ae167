import { adminContentEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { dashboard } from './dashboard-admin.service.ts';

/** The console's dashboard: sales figures and what is waiting for the team. */
const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminDashboard, async () => ok(await dashboard(ctx)));
};

export default dashboardRoutes;
