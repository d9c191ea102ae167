import { defineEndpoint } from '../endpoint.ts';
import { gstCsvSchema, gstReportAnswer, gstReportQuery, gstReportSectionParams } from '../gst-report.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** GSTR-1 for the accountant: the month's summaries as a table and as the offline tool's CSV files. */

const tags = ['admin'] as const;

export const adminGstReport = defineEndpoint({
  operationId: 'adminGstReport',
  method: 'GET',
  path: '/admin/reports/gst',
  access: 'operator',
  permission: 'reports.read',
  tags,
  summary: 'Operator: GSTR-1 for a month: B2C small and large, HSN-wise summary and credit notes',
  description:
    'Computed from the invoices numbered in the month (India time) and the refunds issued in it, in paise, so B2C small plus B2C large minus the credit notes on large invoices equals the invoices less all credit notes, to the paisa. B2C small is net of its credit notes, as GSTR-1 reports them for unregistered buyers.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: gstReportQuery, response: gstReportAnswer },
});

export const adminGstReportCsv = defineEndpoint({
  operationId: 'adminGstReportCsv',
  method: 'GET',
  path: '/admin/reports/gst/{section}',
  access: 'operator',
  permission: 'reports.read',
  tags,
  summary: 'Operator: one GSTR-1 table of a month as the GST offline tool’s CSV (b2cs, b2cl, hsn, cdnur)',
  description:
    'The columns of the offline tool’s template in its order; dates dd-mmm-yyyy, places of supply as 29-Karnataka, amounts in rupees with two decimals.',
  produces: 'text/csv',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { params: gstReportSectionParams, query: gstReportQuery, response: gstCsvSchema },
});

export const gstReportEndpoints = { adminGstReport, adminGstReportCsv } as const;
