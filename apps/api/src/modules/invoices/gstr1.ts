/**
 * GSTR-1's tables for unregistered buyers, in integer paise, from the month's invoices and credit notes. Every
 * figure starts from the invoice's own lines (computeInvoice, the same function the PDF prints), so the tables
 * add up to the invoices exactly: B2C small + B2C large − credit notes on large invoices = invoices − credit
 * notes, and the HSN summary holds the same sums split by HSN.
 */
import type { InvoiceLine } from './gst.ts';
import { spread } from './gst.ts';

export type ReportInvoice = {
  orderId: string;
  invoiceNumber: string;
  invoicedAt: Date;
  placeOfSupply: string;
  intraState: boolean;
  totalPaise: number;
  lines: InvoiceLine[];
};

/** A refund issued against an invoice: GST treats it as a credit note of the refund's date. */
export type ReportCreditNote = { refundId: number; issuedAt: Date; amountPaise: number; invoice: ReportInvoice };

type Tax = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
export type B2csRowPaise = Tax & { placeOfSupply: string; rateBp: number };
export type B2clRowPaise = Tax & { invoice: ReportInvoice; rateBp: number };
export type HsnRowPaise = Tax & { hsn: string; description: string; quantity: number; rateBp: number };
export type CreditNoteRowPaise = Tax & { note: ReportCreditNote; against: 'B2CS' | 'B2CL'; rateBp: number };

export type Gstr1Paise = {
  b2cs: B2csRowPaise[];
  b2cl: B2clRowPaise[];
  hsn: HsnRowPaise[];
  creditNotes: CreditNoteRowPaise[];
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** 1 August 2024, 00:00 IST: Notification 12/2024-Central Tax lowered the B2C large threshold from this day. */
const B2CL_LOWERED_FROM = Date.UTC(2024, 7, 1) - IST_OFFSET_MS;

/** Above this total an inter-state invoice to an unregistered buyer is reported one by one (B2C large). */
export const b2clThresholdPaise = (invoicedAt: Date) =>
  invoicedAt.getTime() >= B2CL_LOWERED_FROM ? 1_00_000_00 : 2_50_000_00;

export const isB2cl = (invoice: ReportInvoice) =>
  !invoice.intraState && invoice.totalPaise > b2clThresholdPaise(invoice.invoicedAt);

/** SAC codes (services: delivery, cash on delivery) start with 99; they have no unit quantity. */
export const isService = (code: string) => code.startsWith('99');

const zero = (): Tax => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function add(into: Tax, line: Tax, sign: 1 | -1) {
  into.taxablePaise += sign * line.taxablePaise;
  into.igstPaise += sign * line.igstPaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
}

/**
 * A credit note's lines: the refund spread over the invoice's lines in proportion to what each line charged,
 * each part's tax carved out at its line's rate and split as the invoice split it (CGST + SGST or IGST).
 */
export function creditNoteLines(note: ReportCreditNote): Array<Tax & { hsnCode: string; gstRateBp: number }> {
  const { lines, intraState } = note.invoice;
  const parts = spread(
    note.amountPaise,
    lines.map((l) => l.totalPaise),
  );
  return lines.map((line, i) => {
    const part = parts[i] ?? 0;
    const taxablePaise = Math.round((part * 10_000) / (10_000 + line.gstRateBp));
    const tax = part - taxablePaise;
    const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
    return {
      hsnCode: line.hsnCode,
      gstRateBp: line.gstRateBp,
      taxablePaise,
      cgstPaise,
      sgstPaise: intraState ? tax - cgstPaise : 0,
      igstPaise: intraState ? 0 : tax,
    };
  });
}

export function buildGstr1(
  invoices: readonly ReportInvoice[],
  notes: readonly ReportCreditNote[],
  describeHsn: (hsn: string, firstLine: string) => string,
): Gstr1Paise {
  const b2cs = new Map<string, B2csRowPaise>();
  const hsn = new Map<string, HsnRowPaise>();
  const b2cl: B2clRowPaise[] = [];

  const b2csRow = (pos: string, rateBp: number) => {
    const key = `${pos}|${rateBp}`;
    return b2cs.get(key) ?? b2cs.set(key, { placeOfSupply: pos, rateBp, ...zero() }).get(key)!;
  };
  // The first line seen under an HSN names it when the code has no description of its own.
  const hsnRow = (code: string, rateBp: number, lineText: string) => {
    const key = `${code}|${rateBp}`;
    const row = { hsn: code, rateBp, description: describeHsn(code, lineText), quantity: 0, ...zero() };
    return hsn.get(key) ?? hsn.set(key, row).get(key)!;
  };

  for (const invoice of invoices) {
    const large = isB2cl(invoice);
    const perRate = new Map<number, B2clRowPaise>();
    for (const line of invoice.lines) {
      if (large) {
        const row =
          perRate.get(line.gstRateBp) ??
          perRate.set(line.gstRateBp, { invoice, rateBp: line.gstRateBp, ...zero() }).get(line.gstRateBp)!;
        add(row, line, 1);
      } else add(b2csRow(invoice.placeOfSupply, line.gstRateBp), line, 1);
      const h = hsnRow(line.hsnCode, line.gstRateBp, line.description);
      add(h, line, 1);
      if (!isService(line.hsnCode)) h.quantity += line.quantity;
    }
    b2cl.push(...perRate.values());
  }

  const creditNotes: CreditNoteRowPaise[] = [];
  for (const note of notes) {
    const against = isB2cl(note.invoice) ? 'B2CL' : 'B2CS';
    const perRate = new Map<number, CreditNoteRowPaise>();
    const parts = creditNoteLines(note);
    note.invoice.lines.forEach((line, i) => {
      const part = parts[i]!;
      const row =
        perRate.get(part.gstRateBp) ??
        perRate.set(part.gstRateBp, { note, against, rateBp: part.gstRateBp, ...zero() }).get(part.gstRateBp)!;
      add(row, part, 1);
      // GSTR-1 reports a B2C small invoice's credit note by lowering its month's B2C small figures.
      if (against === 'B2CS') add(b2csRow(note.invoice.placeOfSupply, part.gstRateBp), part, -1);
      add(hsnRow(part.hsnCode, part.gstRateBp, line.description), part, -1);
    });
    creditNotes.push(...[...perRate.values()].filter((r) => r.taxablePaise + taxOf(r) > 0));
  }

  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    b2cs: [...b2cs.values()].sort((a, b) => byText(a.placeOfSupply, b.placeOfSupply) || a.rateBp - b.rateBp),
    b2cl: b2cl.sort((a, b) => byText(a.invoice.invoiceNumber, b.invoice.invoiceNumber) || a.rateBp - b.rateBp),
    hsn: [...hsn.values()].sort((a, b) => byText(a.hsn, b.hsn) || a.rateBp - b.rateBp),
    creditNotes: creditNotes.sort((a, b) => a.note.refundId - b.note.refundId || a.rateBp - b.rateBp),
  };
}

export const taxOf = (t: Tax) => t.igstPaise + t.cgstPaise + t.sgstPaise;

/** A table's sums; totalPaise is taxable value plus tax. */
export function sumTax(rows: readonly Tax[]) {
  const total = zero();
  for (const row of rows) add(total, row, 1);
  return { ...total, totalPaise: total.taxablePaise + taxOf(total) };
}
