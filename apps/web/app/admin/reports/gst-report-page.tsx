import type { GstReportAnswer } from '@shringar/contracts/gst-report';
import { Button } from '~/ui/button';
import { TextField } from '../kit/text-field';
import { gstMonthLabel } from './gst-month';
import { B2clSection, B2csSection, CreditNotesSection, HsnSection } from './gst-tables';
import { QueryForm } from '../kit/query-form';

/**
 * GST reports: GSTR-1 for a month as the accountant files it (B2C small and large, the HSN summary and the
 * credit notes of refunds), each table with its CSV for the GST offline tool.
 */
export function GstReportPage({
  month,
  report,
  error,
}: {
  month: string;
  report: GstReportAnswer | null;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">GST reports</h1>
      <QueryForm role="search" aria-label="Choose the month" className="flex flex-wrap items-end gap-3">
        <TextField label="Month" name="month" type="month" defaultValue={month} error={error} required />
        <Button type="submit">Show report</Button>
      </QueryForm>
      {report && (
        <>
          <p className="text-gray-800">
            GSTR-1 for <strong>{gstMonthLabel(report.month)}</strong>: {report.invoiceCount}{' '}
            {report.invoiceCount === 1 ? 'invoice' : 'invoices'} and{' '}
            {new Set(report.creditNotes.map((n) => n.noteNumber)).size} credit notes, in rupees.
          </p>
          <B2csSection report={report} />
          <B2clSection report={report} />
          <HsnSection report={report} />
          <CreditNotesSection report={report} />
        </>
      )}
    </div>
  );
}
