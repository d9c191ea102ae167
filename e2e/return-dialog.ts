import type { Locator } from 'playwright-core';
import sharp from 'sharp';

export type Reason = { id: number; reason: string; isProductFault: boolean };
export type ReturnableItem = { name: string; returnFaultOnly: boolean };

/** A real photo of what arrived (the server decodes it): a small JPEG of a parcel with a dent, coloured by `hue`. */
export function parcelPhoto(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <rect width="320" height="240" fill="hsl(${hue},40%,85%)"/>
    <rect x="60" y="50" width="200" height="140" rx="6" fill="#c89b6d"/>
    <path d="M150 50 l20 40 l-30 10 z" fill="#7a5532"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * What a shopper does in the Return Order dialog for `item` under its category's rule: a hygiene item (fault
 * reasons only) is returned as damaged with a photo of it; any other item with the first reason that is not a
 * fault, which needs no photo. Answers the reason chosen.
 */
export async function chooseReturnReason(dialog: Locator, item: ReturnableItem, reasons: Reason[]): Promise<Reason> {
  const reason = item.returnFaultOnly ? reasons.find((r) => r.isProductFault) : reasons.find((r) => !r.isProductFault);
  if (!reason) throw new Error(`the store offers no return reason for ${item.name}`);
  await dialog.getByRole('radio', { name: reason.reason }).check();
  if (item.returnFaultOnly)
    await dialog
      .getByLabel(/^Photos/)
      .setInputFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: await parcelPhoto(30) });
  return reason;
}
