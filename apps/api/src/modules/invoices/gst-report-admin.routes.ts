import { gstReportEndpoints as endpoints } from '@shringar/contracts/endpoints/gst-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { gstReport } from './gst-report-admin.service.ts';
import { gstCsv, gstReportAnswer } from './gst-report-answer.ts';

/** GSTR-1 for the accountant: the month's tables, and each as the GST offline tool's CSV. */
const gstReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.adminGstReport, async (request) => {
    const { month } = request.query;
    return ok(gstReportAnswer(month, await gstReport(ctx, month)));
  });

  endpointRoute(app, endpoints.adminGstReportCsv, async (request, reply) => {
    const { month } = request.query;
    const { section } = request.params;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-${section}-${month}.csv"`)
      .header('cache-control', 'no-store')
      .send(gstCsv(section, await gstReport(ctx, month)));
  });
};

export default gstReportRoutes;
