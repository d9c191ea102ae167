import type { Charge } from '@shringar/contracts/pricing';
import type { OrderAddressSnapshot } from '../../db/schema/orders.ts';
import { computeInvoice } from './gst.ts';
import { isSameState } from './gst-states.ts';

type InvoicedItem = {
  productName: string;
  variantName: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
};

/**
 * An order's invoice lines and totals from its stored items and charges: what the PDF prints and what the GST
 * reports add up, so both always agree. Same state as the seller: CGST + SGST; otherwise IGST.
 */
export function orderInvoiceLines(
  order: { address: Pick<OrderAddressSnapshot, 'state'>; couponDiscountPaise: number },
  items: readonly InvoicedItem[],
  charges: readonly Pick<Charge, 'code' | 'label' | 'amountPaise' | 'gstRateBp'>[],
  sellerState: string,
) {
  const intraState = isSameState(order.address.state, sellerState);
  const invoice = computeInvoice({
    goods: items.map((i) => ({
      description: i.variantName ? `${i.productName} - ${i.variantName}` : i.productName,
      hsnCode: i.hsnCode,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      gstRateBp: i.gstRateBp,
    })),
    charges,
    couponDiscountPaise: order.couponDiscountPaise,
    intraState,
  });
  return { intraState, ...invoice };
}
