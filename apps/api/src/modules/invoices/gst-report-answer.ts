import { csvLine } from '@shringar/contracts/csv';
import { GST_CSV_COLUMNS, type GstReportAnswer, type GstReportSection } from '@shringar/contracts/gst-report';
import { toRupees } from '@shringar/contracts/money';
import type { GstReport } from './gst-report-admin.service.ts';
import { b2clThresholdPaise, isService, sumTax, taxOf } from './gstr1.ts';
import { istMonth } from './gst-report-admin.service.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** dd-mmm-yyyy in India time (05-Nov-2026), the offline tool's date format; written out, not left to a locale. */
export function toolDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

const rate = (bp: number) => bp / 100;
const tax = (t: { igstPaise: number; cgstPaise: number; sgstPaise: number }) => ({
  igst: toRupees(t.igstPaise),
  cgst: toRupees(t.cgstPaise),
  sgst: toRupees(t.sgstPaise),
  cess: 0,
});
const totals = (rows: Parameters<typeof sumTax>[0]) => {
  const t = sumTax(rows);
  return { taxableValue: toRupees(t.taxablePaise), ...tax(t), totalValue: toRupees(t.totalPaise) };
};
export const noteNumber = (refundId: number) => `SHR-CN-${String(refundId).padStart(6, '0')}`;

/** The report in rupees, the answer's edge. */
export function gstReportAnswer(month: string, report: GstReport): GstReportAnswer {
  return {
    month,
    b2clThreshold: toRupees(b2clThresholdPaise(istMonth(month).from)),
    invoiceCount: report.invoiceCount,
    b2cs: report.b2cs.map((r) => ({
      placeOfSupply: r.placeOfSupply,
      rate: rate(r.rateBp),
      taxableValue: toRupees(r.taxablePaise),
      ...tax(r),
    })),
    b2cl: report.b2cl.map((r) => ({
      invoiceNumber: r.invoice.invoiceNumber,
      invoiceDate: toolDate(r.invoice.invoicedAt),
      invoiceValue: toRupees(r.invoice.totalPaise),
      placeOfSupply: r.invoice.placeOfSupply,
      rate: rate(r.rateBp),
      taxableValue: toRupees(r.taxablePaise),
      igst: toRupees(r.igstPaise),
      cess: 0,
    })),
    hsn: report.hsn.map((r) => ({
      hsn: r.hsn,
      description: r.description,
      uqc: isService(r.hsn) ? 'NA' : 'NOS-NUMBERS',
      totalQuantity: r.quantity,
      totalValue: toRupees(r.taxablePaise + taxOf(r)),
      taxableValue: toRupees(r.taxablePaise),
      rate: rate(r.rateBp),
      ...tax(r),
    })),
    creditNotes: report.creditNotes.map((r) => ({
      noteNumber: noteNumber(r.note.refundId),
      noteDate: toolDate(r.note.issuedAt),
      invoiceNumber: r.note.invoice.invoiceNumber,
      orderId: r.note.invoice.orderId,
      against: r.against,
      placeOfSupply: r.note.invoice.placeOfSupply,
      noteValue: toRupees(r.note.amountPaise),
      rate: rate(r.rateBp),
      taxableValue: toRupees(r.taxablePaise),
      ...tax(r),
    })),
    totals: {
      b2cs: totals(report.b2cs),
      b2cl: totals(report.b2cl),
      hsn: totals(report.hsn),
      creditNotes: totals(report.creditNotes),
    },
  };
}

const money = (paise: number) => (paise / 100).toFixed(2);
const ratePercent = (bp: number) => String(bp / 100);

/** One table as the offline tool's CSV: its template's header, then a line per row. */
export function gstCsv(section: GstReportSection, report: GstReport): string {
  const lines: (string | number)[][] = {
    b2cs: () =>
      report.b2cs.map((r) => ['OE', r.placeOfSupply, ratePercent(r.rateBp), '', money(r.taxablePaise), money(0), '']),
    b2cl: () =>
      report.b2cl.map((r) => [
        r.invoice.invoiceNumber,
        toolDate(r.invoice.invoicedAt),
        money(r.invoice.totalPaise),
        r.invoice.placeOfSupply,
        '',
        ratePercent(r.rateBp),
        money(r.taxablePaise),
        money(0),
        '',
      ]),
    hsn: () =>
      report.hsn.map((r) => [
        r.hsn,
        r.description,
        isService(r.hsn) ? 'NA' : 'NOS-NUMBERS',
        r.quantity,
        money(r.taxablePaise + taxOf(r)),
        money(r.taxablePaise),
        money(r.igstPaise),
        money(r.cgstPaise),
        money(r.sgstPaise),
        money(0),
        ratePercent(r.rateBp),
      ]),
    // Only credit notes against B2C large invoices go to CDNUR; the others already lowered B2C small.
    cdnur: () =>
      report.creditNotes
        .filter((r) => r.against === 'B2CL')
        .map((r) => [
          'B2CL',
          noteNumber(r.note.refundId),
          toolDate(r.note.issuedAt),
          'C',
          r.note.invoice.placeOfSupply,
          money(r.note.amountPaise),
          '',
          ratePercent(r.rateBp),
          money(r.taxablePaise),
          money(0),
        ]),
  }[section]();
  return [GST_CSV_COLUMNS[section], ...lines].map((cells) => `${csvLine([...cells])}\r\n`).join('');
}
