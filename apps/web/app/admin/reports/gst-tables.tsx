import type { GstReportAnswer, GstReportSection, GstTotals } from '@shringar/contracts/gst-report';
import { gstReportEndpoints } from '@shringar/contracts/endpoints/gst-reports';
import { pathOf } from '@shringar/contracts/endpoint';
import { Download } from 'lucide-react';
import { buildUrl } from '~/lib/api-exchange';
import { buttonClass } from '~/ui/button';
import { type Column, DataTable } from '../kit/table/data-table';

/** Rupees with paise always shown, as an accountant reads a return: ₹1,23,456.00. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const money = (rupees: number) => inr.format(rupees);
const amount = 'whitespace-nowrap sm:text-right';

/** A table's line: the figures as shown; the last line of each table is its total. */
type Line = { key: string; cells: Record<string, string> };

/** The four tax columns every table shows, from a line's or a total's figures. */
const taxCells = (f: { taxableValue: number; igst: number; cgst: number; sgst: number }) => ({
  'Taxable value': money(f.taxableValue),
  IGST: money(f.igst),
  CGST: money(f.cgst),
  SGST: money(f.sgst),
});

function totalLine(label: string, labelColumn: string, t: GstTotals, extra: Record<string, string> = {}): Line {
  return {
    key: 'total',
    cells: {
      [labelColumn]: label,
      ...taxCells(t),
      'Total value': money(t.totalValue),
      ...extra,
    },
  };
}

const columns = (labels: string[], amounts: string[]): [Column<Line>, ...Column<Line>[]] => {
  const all = [...labels, ...amounts].map((label): Column<Line> => ({
    label,
    cell: (line) => line.cells[label] ?? '',
    ...(amounts.includes(label) ? { className: amount } : {}),
  }));
  return all as [Column<Line>, ...Column<Line>[]];
};

const TAX = ['Taxable value', 'IGST', 'CGST', 'SGST'];

/** One summary: heading, what it holds, its CSV download, then the table with a totals line. */
function Section({
  id,
  title,
  about,
  month,
  csv,
  csvLabel,
  table,
  empty,
}: {
  id: string;
  title: string;
  about: string;
  month: string;
  csv?: GstReportSection;
  csvLabel?: string;
  table: React.ReactNode;
  /** What to say instead of a table of totals alone when the month has no line for it. */
  empty: string | null;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <p className="text-sm text-gray-700">{about}</p>
        </div>
        {csv && (
          <a
            href={buildUrl(pathOf(gstReportEndpoints.adminGstReportCsv, { section: csv }), { month })}
            download
            className={buttonClass('secondary')}
          >
            <Download aria-hidden="true" className="size-4" />
            {csvLabel}
          </a>
        )}
      </div>
      {empty ? <p className="rounded-xl border border-gray-200 bg-white p-4 text-gray-700">{empty}</p> : table}
    </section>
  );
}

const rowProps = (line: Line) => ({ 'data-total': String(line.key === 'total') });

export function B2csSection({ report }: { report: GstReportAnswer }) {
  const lines: Line[] = [
    ...report.b2cs.map((r) => ({
      key: `${r.placeOfSupply}-${r.rate}`,
      cells: {
        'Place of supply': r.placeOfSupply,
        Rate: `${r.rate}%`,
        ...taxCells(r),
      },
    })),
    totalLine('Total', 'Place of supply', report.totals.b2cs),
  ];
  return (
    <Section
      id="gst-b2cs"
      title="B2C small"
      about="Sales to shoppers within the state, and across states up to the B2C large threshold, net of their credit notes; per place of supply and rate."
      month={report.month}
      csv="b2cs"
      empty={report.b2cs.length ? null : 'No B2C small sales this month.'}
      csvLabel="Download b2cs.csv"
      table={
        <DataTable
          caption="B2C small, per place of supply and rate"
          columns={columns(['Place of supply', 'Rate'], TAX)}
          rows={lines}
          rowKey={(l) => l.key}
          rowProps={rowProps}
        />
      }
    />
  );
}

export function B2clSection({ report }: { report: GstReportAnswer }) {
  const lines: Line[] = [
    ...report.b2cl.map((r) => ({
      key: `${r.invoiceNumber}-${r.rate}`,
      cells: {
        Invoice: r.invoiceNumber,
        Date: r.invoiceDate,
        'Place of supply': r.placeOfSupply,
        Rate: `${r.rate}%`,
        'Invoice value': money(r.invoiceValue),
        'Taxable value': money(r.taxableValue),
        IGST: money(r.igst),
      },
    })),
    totalLine('Total', 'Invoice', report.totals.b2cl),
  ];
  return (
    <Section
      id="gst-b2cl"
      title="B2C large"
      about={`Invoices to another state above ${money(report.b2clThreshold)}, one line per invoice and rate.`}
      month={report.month}
      csv="b2cl"
      empty={report.b2cl.length ? null : 'No B2C large invoices this month.'}
      csvLabel="Download b2cl.csv"
      table={
        <DataTable
          caption="B2C large invoices"
          columns={columns(['Invoice', 'Date', 'Place of supply', 'Rate'], ['Invoice value', 'Taxable value', 'IGST'])}
          rows={lines}
          rowKey={(l) => l.key}
          rowProps={rowProps}
        />
      }
    />
  );
}

export function HsnSection({ report }: { report: GstReportAnswer }) {
  const lines: Line[] = [
    ...report.hsn.map((r) => ({
      key: `${r.hsn}-${r.rate}`,
      cells: {
        HSN: r.hsn,
        Description: r.description,
        UQC: r.uqc,
        Quantity: String(r.totalQuantity),
        Rate: `${r.rate}%`,
        ...taxCells(r),
        'Total value': money(r.totalValue),
      },
    })),
    totalLine('Total', 'HSN', report.totals.hsn, {
      Quantity: String(report.hsn.reduce((s, r) => s + r.totalQuantity, 0)),
    }),
  ];
  return (
    <Section
      id="gst-hsn"
      title="HSN-wise summary"
      about="Every invoice line by HSN (goods) or SAC (delivery, cash on delivery) and rate, net of the month’s credit notes."
      month={report.month}
      csv="hsn"
      empty={report.hsn.length ? null : 'No invoice lines this month.'}
      csvLabel="Download hsn.csv"
      table={
        <DataTable
          caption="HSN-wise summary"
          columns={columns(['HSN', 'Description', 'UQC', 'Quantity', 'Rate'], [...TAX, 'Total value'])}
          rows={lines}
          rowKey={(l) => l.key}
          rowProps={rowProps}
          wide
        />
      }
    />
  );
}

export function CreditNotesSection({ report }: { report: GstReportAnswer }) {
  const lines: Line[] = [
    ...report.creditNotes.map((r) => ({
      key: `${r.noteNumber}-${r.rate}`,
      cells: {
        'Credit note': r.noteNumber,
        Date: r.noteDate,
        Invoice: r.invoiceNumber,
        'Reported in': r.against === 'B2CL' ? 'CDNUR (B2C large)' : 'B2C small, net',
        Rate: `${r.rate}%`,
        ...taxCells(r),
      },
    })),
    totalLine('Total', 'Credit note', report.totals.creditNotes),
  ];
  return (
    <Section
      id="gst-credit-notes"
      title="Credit notes for refunds"
      about="Each refund issued this month, against its order’s invoice. Those on B2C small invoices already lower B2C small; those on B2C large invoices are filed as CDNUR."
      month={report.month}
      csv="cdnur"
      empty={report.creditNotes.length ? null : 'No refunds issued this month.'}
      csvLabel="Download cdnur.csv"
      table={
        <DataTable
          caption="Credit notes for refunds"
          columns={columns(['Credit note', 'Date', 'Invoice', 'Reported in', 'Rate'], TAX)}
          rows={lines}
          rowKey={(l) => l.key}
          rowProps={rowProps}
          wide
        />
      }
    />
  );
}
