import type { StoreProfile } from '../../config.ts';
import type { InvoiceLine, InvoiceTotals } from './gst.ts';

export type InvoiceDocument = {
  seller: StoreProfile;
  invoiceNumber: string;
  invoiceDate: string;
  orderId: string;
  orderDate: string;
  placeOfSupply: string;
  intraState: boolean;
  buyer: { name: string; lines: string[]; phone: string };
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  payments: Array<[label: string, paise: number]>;
  amountInWords: string;
  createdAt: Date;
};

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const ROSE = '#9f1239';
const GREY = '#4b5563';

/** Indian digit grouping with paise, no currency sign (the built-in PDF fonts have no ₹ glyph): 1,23,456.50 */
const formatAmount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

type Column = { title: string; width: number; align: 'left' | 'right' | 'center'; cell: (l: InvoiceLine) => string };

function columns(intraState: boolean): Column[] {
  const taxes: Column[] = intraState
    ? [
        {
          title: 'CGST',
          width: 50,
          align: 'right',
          cell: (l) => `${percent(l.gstRateBp / 2)}\n${formatAmount(l.cgstPaise)}`,
        },
        {
          title: 'SGST',
          width: 50,
          align: 'right',
          cell: (l) => `${percent(l.gstRateBp / 2)}\n${formatAmount(l.sgstPaise)}`,
        },
      ]
    : [
        {
          title: 'IGST',
          width: 100,
          align: 'right',
          cell: (l) => `${percent(l.gstRateBp)}\n${formatAmount(l.igstPaise)}`,
        },
      ];
  return [
    { title: '#', width: 16, align: 'left', cell: () => '' },
    { title: 'Description', width: 131, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 42, align: 'left', cell: (l) => l.hsnCode },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Gross', width: 52, align: 'right', cell: (l) => formatAmount(l.grossPaise) },
    { title: 'Discount', width: 44, align: 'right', cell: (l) => formatAmount(l.discountPaise) },
    { title: 'Taxable value', width: 56, align: 'right', cell: (l) => formatAmount(l.taxablePaise) },
    ...taxes,
    { title: 'Total', width: 50, align: 'right', cell: (l) => formatAmount(l.totalPaise) },
  ];
}

/** The GST tax invoice as a PDF (A4): seller, buyer, place of supply, HSN-wise lines with tax, totals, words. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit and its fonts take most of a second to load.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax Invoice ${doc.invoiceNumber}`,
      Author: doc.seller.legalName,
      Subject: `Order ${doc.orderId}`,
      CreationDate: doc.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  header(pdf, doc);
  parties(pdf, doc);
  table(pdf, doc);
  totals(pdf, doc);
  footer(pdf, doc);
  pdf.end();
  return done;
}

function header(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const s = doc.seller;
  pdf.fillColor(ROSE).font('Helvetica-Bold').fontSize(18).text(s.name, MARGIN, MARGIN);
  pdf.fillColor('black').fontSize(9).font('Helvetica-Bold').text(s.legalName);
  pdf.font('Helvetica').fillColor(GREY).fontSize(8);
  pdf.text(`${s.address}, ${s.state} ${s.pincode}`, { width: 300 });
  pdf.text(`GSTIN: ${s.gstin}   PAN: ${s.pan}`);
  pdf.text(`CIN: ${s.cin}`);
  pdf.text(`${s.email}   ${s.phone}`);

  const right = MARGIN + CONTENT_WIDTH - 200;
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('TAX INVOICE', right, MARGIN, { width: 200, align: 'right' });
  pdf.font('Helvetica').fontSize(8.5);
  const meta: Array<[string, string]> = [
    ['Invoice No', doc.invoiceNumber],
    ['Invoice Date', doc.invoiceDate],
    ['Order ID', doc.orderId],
    ['Order Date', doc.orderDate],
    ['Place of Supply', doc.placeOfSupply],
    ['Reverse Charge', 'No'],
  ];
  for (const [k, v] of meta) pdf.text(`${k}: ${v}`, right, undefined, { width: 200, align: 'right' });
  pdf.y = Math.max(pdf.y, 140);
}

function parties(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const top = pdf.y + 6;
  pdf
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + CONTENT_WIDTH, top)
    .strokeColor('#d1d5db')
    .stroke();
  pdf
    .fillColor(GREY)
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('BILL TO / SHIP TO', MARGIN, top + 8);
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(9.5).text(doc.buyer.name);
  pdf.font('Helvetica').fontSize(8.5);
  for (const line of doc.buyer.lines) pdf.text(line, { width: 300 });
  pdf.text(`Phone: ${doc.buyer.phone}`);
  pdf.moveDown(0.8);
}

function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const cols = columns(doc.intraState);
  const draw = (y: number, cells: string[], bold: boolean) => {
    let x = MARGIN;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7.5)
      .fillColor('black');
    let height = 0;
    cols.forEach((c, i) => {
      pdf.text(cells[i] ?? '', x + 2, y, { width: c.width - 4, align: c.align });
      height = Math.max(height, pdf.y - y);
      x += c.width;
    });
    return y + height + 4;
  };
  let y = pdf.y;
  pdf.rect(MARGIN, y - 3, CONTENT_WIDTH, 24).fill('#f3f4f6');
  y = draw(
    y,
    cols.map((c) => (c.title === 'Taxable value' ? 'Taxable\nvalue' : c.title)),
    true,
  );
  doc.lines.forEach((line, i) => {
    if (y > 700) {
      pdf.addPage();
      y = MARGIN;
    }
    y = draw(
      y + 2,
      cols.map((c, ci) => (ci === 0 ? String(i + 1) : c.cell(line))),
      false,
    );
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .strokeColor('#e5e7eb')
      .stroke();
  });
  pdf.y = y + 8;
}

function totals(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  const t = doc.totals;
  const rowsOut: Array<[string, string, boolean?]> = [
    ['Gross amount', formatAmount(t.grossPaise)],
    ['Coupon discount', `-${formatAmount(t.discountPaise)}`],
    ['Total taxable value', formatAmount(t.taxablePaise)],
    ...(doc.intraState
      ? ([
          ['CGST', formatAmount(t.cgstPaise)],
          ['SGST', formatAmount(t.sgstPaise)],
        ] as Array<[string, string]>)
      : ([['IGST', formatAmount(t.igstPaise)]] as Array<[string, string]>)),
    ['Invoice total (INR)', formatAmount(t.totalPaise), true],
    ...doc.payments.map(([label, paise]): [string, string] => [label, formatAmount(paise)]),
  ];
  if (pdf.y > 640) pdf.addPage();
  const x = MARGIN + CONTENT_WIDTH - 230;
  for (const [label, value, bold] of rowsOut) {
    const y = pdf.y;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 10 : 8.5)
      .fillColor('black');
    pdf.text(label, x, y, { width: 140 });
    pdf.text(value, x + 140, y, { width: 90, align: 'right' });
    pdf.y = Math.max(pdf.y, y + (bold ? 14 : 12));
  }
  pdf.moveDown(0.6);
  pdf.font('Helvetica-Bold').fontSize(8.5).text('Amount in words: ', MARGIN, pdf.y, { continued: true });
  pdf.font('Helvetica').text(doc.amountInWords, { width: CONTENT_WIDTH });
  pdf.fontSize(7.5).fillColor(GREY).text('All prices include GST. Amounts in Indian Rupees (INR).');
}

function footer(pdf: PDFKit.PDFDocument, doc: InvoiceDocument) {
  pdf.moveDown(2);
  const x = MARGIN + CONTENT_WIDTH - 230;
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(8.5).text(`For ${doc.seller.legalName}`, x, pdf.y, {
    width: 230,
    align: 'right',
  });
  pdf.moveDown(1.5).font('Helvetica').text('Authorised Signatory', x, pdf.y, { width: 230, align: 'right' });
  pdf.moveDown(2);
  pdf
    .fillColor(GREY)
    .fontSize(7.5)
    .text(
      'This is a computer-generated invoice and needs no signature. Returns and refunds follow our Return and Refund Policy.',
      MARGIN,
      pdf.y,
      { width: CONTENT_WIDTH, align: 'center' },
    );
}
