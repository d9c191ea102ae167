import { adminContentEndpoints as endpoints } from '@shringar/contracts/endpoints/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { freshnessCheck, versioned } from '../../lib/record-version.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import {
  createFaq,
  deleteFaq,
  faqVersion,
  listAdminFaqs,
  listAdminPolicies,
  policyVersion,
  updateFaq,
  updatePolicy,
} from './content-admin.service.ts';

/** The console's policies and FAQs; every change is audited with before and after and reaches the store at once. */
const contentAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminListPolicies, async () =>
    ok((await listAdminPolicies(ctx)).map((p) => versioned(policyVersion, p))),
  );

  endpointRoute(app, endpoints.adminUpdatePolicy, async (request) => {
    const { before, after } = await updatePolicy(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, policyVersion),
    );
    request.auditChange = { target: request.params.id, before, after };
    return ok(versioned(policyVersion, after));
  });

  endpointRoute(app, endpoints.adminListFaqs, async () =>
    ok((await listAdminFaqs(ctx)).map((f) => versioned(faqVersion, f))),
  );

  endpointRoute(app, endpoints.adminCreateFaq, async (request) => {
    const created = await createFaq(ctx, request.body);
    request.auditChange = { target: String(created.id), before: null, after: created };
    return ok(versioned(faqVersion, created));
  });

  endpointRoute(app, endpoints.adminUpdateFaq, async (request) => {
    const { before, after } = await updateFaq(
      ctx,
      request.params.id,
      request.body,
      freshnessCheck(request, faqVersion),
    );
    request.auditChange = { target: String(request.params.id), before, after };
    return ok(versioned(faqVersion, after));
  });

  endpointRoute(app, endpoints.adminDeleteFaq, async (request) => {
    const gone = await deleteFaq(ctx, request.params.id);
    request.auditChange = { target: String(request.params.id), before: gone, after: null };
    return ok(gone);
  });
};

export default contentAdminRoutes;
