import { z } from 'zod';

/**
 * GSTR-1 for a month, as the console shows it and the GST offline tool imports it: B2C small (per place of supply
 * and rate), B2C large (inter-state invoices above the threshold, one row each), the HSN-wise summary and the
 * credit notes of the month's refunds. Amounts in the answer are rupees with two decimals; the API computes them
 * in paise from the stored invoices.
 */

export const gstReportQuery = z.object({
  month: z
    .string({ error: 'month is required' })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'month must be a month as YYYY-MM, e.g. 2026-11'),
});
export type GstReportQuery = z.infer<typeof gstReportQuery>;

/** The four files the offline tool imports, by the names of its CSV templates. */
export const GST_REPORT_SECTIONS = ['b2cs', 'b2cl', 'hsn', 'cdnur'] as const;
export type GstReportSection = (typeof GST_REPORT_SECTIONS)[number];
export const gstReportSectionParams = z.object({
  section: z.enum(GST_REPORT_SECTIONS, { error: `section must be one of ${GST_REPORT_SECTIONS.join(', ')}` }),
});

/** The offline tool's CSV templates, column for column (b2cs.csv, b2cl.csv, hsn.csv, cdnur.csv). */
export const GST_CSV_COLUMNS: Record<GstReportSection, readonly string[]> = {
  b2cs: [
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
    'Rate',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
};

const rupees = z.number().describe('Rupees, two decimals');
const tax = { igst: rupees, cgst: rupees, sgst: rupees, cess: rupees };

/** B2C small: the month's invoices (and credit notes against them) per place of supply and rate. */
export const gstB2csRow = z.object({
  /** '29-Karnataka': state code and name as the offline tool spells them. */
  placeOfSupply: z.string(),
  /** GST rate in percent (18 for 18%). */
  rate: z.number(),
  taxableValue: rupees,
  ...tax,
});
export type GstB2csRow = z.infer<typeof gstB2csRow>;

/** B2C large: one inter-state invoice above the threshold, per rate it charged. */
export const gstB2clRow = z.object({
  invoiceNumber: z.string(),
  /** dd-mmm-yyyy in India time, as the offline tool takes it: 05-Nov-2026. */
  invoiceDate: z.string(),
  invoiceValue: rupees,
  placeOfSupply: z.string(),
  rate: z.number(),
  taxableValue: rupees,
  igst: rupees,
  cess: rupees,
});
export type GstB2clRow = z.infer<typeof gstB2clRow>;

/** HSN-wise summary, net of the month's credit notes, per HSN (or SAC of a charge) and rate. */
export const gstHsnRow = z.object({
  hsn: z.string(),
  description: z.string(),
  /** Unit quantity code: NOS-NUMBERS for goods, NA for services (delivery, cash on delivery). */
  uqc: z.string(),
  totalQuantity: z.number().int(),
  totalValue: rupees,
  taxableValue: rupees,
  rate: z.number(),
  ...tax,
});
export type GstHsnRow = z.infer<typeof gstHsnRow>;

/** A credit note: a refund issued in the month against an invoice, per rate it carries. */
export const gstCreditNoteRow = z.object({
  noteNumber: z.string(),
  noteDate: z.string(),
  invoiceNumber: z.string(),
  orderId: z.string(),
  /** B2CS: it lowers the B2C small figures of its month; B2CL: it is reported on its own (CDNUR). */
  against: z.enum(['B2CS', 'B2CL']),
  placeOfSupply: z.string(),
  noteValue: rupees,
  rate: z.number(),
  taxableValue: rupees,
  ...tax,
});
export type GstCreditNoteRow = z.infer<typeof gstCreditNoteRow>;

export const gstTotals = z.object({ taxableValue: rupees, ...tax, totalValue: rupees });
export type GstTotals = z.infer<typeof gstTotals>;

export const gstReportAnswer = z.object({
  month: z.string(),
  /** The B2C large threshold the month's invoices were judged by (₹1,00,000 from August 2024, ₹2,50,000 before). */
  b2clThreshold: rupees,
  invoiceCount: z.number().int(),
  b2cs: z.array(gstB2csRow),
  b2cl: z.array(gstB2clRow),
  hsn: z.array(gstHsnRow),
  creditNotes: z.array(gstCreditNoteRow),
  /** Sums of each table (B2C small is already net of its credit notes; credit notes are positive). */
  totals: z.object({ b2cs: gstTotals, b2cl: gstTotals, hsn: gstTotals, creditNotes: gstTotals }),
});
export type GstReportAnswer = z.infer<typeof gstReportAnswer>;

export const gstCsvSchema = z.string().describe('CSV text (text/csv) in the GST offline tool’s column order');
