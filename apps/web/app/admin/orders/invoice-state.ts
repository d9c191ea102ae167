/**
 * Where the invoice stands: its number, or when it gets one. An invoice ready to download is numbered then, so
 * 'Issued once paid' shows only while there is no Download invoice button beside it.
 */
export function invoiceState(invoiceNumber: string | null, downloadLink: string | null) {
  if (invoiceNumber) return invoiceNumber;
  return downloadLink ? 'Ready; numbered when first downloaded' : 'Issued once paid (COD: on delivery)';
}
