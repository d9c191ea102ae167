/** What a shipping label shows: the parcel's AWB (as text and barcode), where it goes, from whom, and the cash. */
export type LabelData = {
  awb: string;
  courierName: string;
  orderId: string;
  to: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  from: { name: string; address: string; city: string; pincode: string; state: string; phone: string };
  codPaise: number;
  weightGrams: number;
  dimensionsCm: [number, number, number];
  items: { name: string; units: number }[];
  createdAt: string;
};

// Code 39: each character is 9 elements (bar, space, …), 1 = wide. Couriers' scanners read it; AWBs are A–Z 0–9.
const CODE39: Record<string, string> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '*': '010010100',
};

function barcode(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number) {
  const chars = `*${text.toUpperCase().replace(/[^0-9A-Z]/g, '')}*`.split('');
  // A character is 6 narrow + 3 wide (3 narrow each) = 15 units, plus one narrow gap between characters.
  const units = chars.length * 16 - 1;
  const narrow = width / units;
  let at = x;
  for (const c of chars) {
    CODE39[c]!.split('').forEach((wide, i) => {
      const w = wide === '1' ? narrow * 3 : narrow;
      if (i % 2 === 0) pdf.rect(at, y, w, height).fill('black');
      at += w;
    });
    at += narrow;
  }
}

const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const W = 288; // 4 × 6 inch, the size thermal label printers take
const H = 432;
const M = 14;

function page(pdf: PDFKit.PDFDocument, l: LabelData) {
  pdf
    .lineWidth(1)
    .rect(M / 2, M / 2, W - M, H - M)
    .stroke('black');
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(l.courierName, M, M + 2, { width: W - 2 * M });
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(`Order ${l.orderId}`, M, M + 16);
  pdf
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(l.codPaise > 0 ? `COD  ${rupees(l.codPaise)}` : 'PREPAID', M, M + 2, { width: W - 2 * M, align: 'right' });
  barcode(pdf, l.awb, M + 6, M + 36, W - 2 * M - 12, 56);
  pdf
    .fillColor('black')
    .font('Courier-Bold')
    .fontSize(13)
    .text(`AWB ${l.awb}`, M, M + 96, {
      width: W - 2 * M,
      align: 'center',
    });
  pdf
    .moveTo(M / 2, M + 116)
    .lineTo(W - M / 2, M + 116)
    .stroke();
  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('DELIVER TO', M, M + 122);
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(l.to.name, { width: W - 2 * M });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(l.to.address, { width: W - 2 * M });
  pdf.text(`${l.to.city}, ${l.to.state}`);
  pdf.font('Helvetica-Bold').fontSize(14).text(`PIN ${l.to.pincode}`);
  pdf.font('Helvetica').fontSize(9).text(`Phone ${l.to.phone}`);
  const fromTop = Math.max(pdf.y + 6, M + 236);
  pdf
    .moveTo(M / 2, fromTop)
    .lineTo(W - M / 2, fromTop)
    .stroke();
  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('RETURN / PICKUP ADDRESS', M, fromTop + 6);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(l.from.name, { width: W - 2 * M });
  pdf.text(`${l.from.address}, ${l.from.city}, ${l.from.state} ${l.from.pincode}`, { width: W - 2 * M });
  pdf.text(`Phone ${l.from.phone}`);
  const itemsTop = pdf.y + 6;
  pdf
    .moveTo(M / 2, itemsTop)
    .lineTo(W - M / 2, itemsTop)
    .stroke();
  const [len, br, ht] = l.dimensionsCm;
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(`Weight ${(l.weightGrams / 1000).toFixed(2)} kg   Box ${len} × ${br} × ${ht} cm`, M, itemsTop + 6);
  for (const item of l.items.slice(0, 4))
    pdf.text(`${item.units} × ${item.name}`, { width: W - 2 * M, lineBreak: false });
  if (l.items.length > 4) pdf.text(`+ ${l.items.length - 4} more`);
  pdf
    .fontSize(7)
    .fillColor('#4b5563')
    .text(`Printed ${l.createdAt.slice(0, 10)}`, M, H - M - 12);
}

/** Labels, one 4 × 6 inch page each, as one PDF (a single parcel's label, or a day's batch to print at once). */
export async function renderLabelsPdf(labels: LabelData[]): Promise<Buffer> {
  // Loaded on first use, as the invoice does: pdfkit takes most of a second to load.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: [W, H], margin: M, autoFirstPage: false, info: { Title: 'Shipping labels' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const l of labels) {
    pdf.addPage({ size: [W, H], margin: M });
    page(pdf, l);
  }
  pdf.end();
  return done;
}
