import type { ParcelSize } from '@shringar/contracts/shipping';
import type { AppContext } from '../../context.ts';
import type { ShipmentRequest } from '../../integrations/courier/courier-provider.ts';
import { loadOrderItems, type OrderRecord } from '../orders/orders.public.ts';
import { lookupPincode } from '../pincode/pincode.public.ts';
import { getStoreProfile } from '../settings/settings.public.ts';

/** Cash the courier collects: what is still due on a cash-on-delivery order that is not paid. */
export const cashOnDelivery = (order: Pick<OrderRecord, 'paymentMethods' | 'paymentStatus' | 'remainingPaise'>) =>
  order.paymentMethods.includes('COD') && order.paymentStatus === 'PENDING' ? order.remainingPaise : 0;

/** What the courier is asked to carry for an order: its lines, the parcel, the store's pickup address and the shopper's. */
export async function shipmentRequestOf(
  ctx: AppContext,
  order: OrderRecord,
  size: ParcelSize,
): Promise<ShipmentRequest> {
  const [items, store] = await Promise.all([loadOrderItems(ctx.db, order.id), getStoreProfile(ctx)]);
  const a = order.address;
  return {
    orderId: order.id,
    orderDate: order.createdAt,
    pickup: {
      name: store.legalName,
      address: store.address,
      city: lookupPincode(store.pincode)?.city ?? store.state,
      pincode: store.pincode,
      state: store.state,
      phone: store.phone,
      email: store.email,
    },
    delivery: {
      name: a.name,
      address: a.landmark ? `${a.address}, near ${a.landmark}` : a.address,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      phone: a.phone,
    },
    items: items.map((i) => ({
      name: i.variantName ? `${i.productName} (${i.variantName})` : i.productName,
      sku: String(i.variantId),
      units: i.quantity,
      unitPricePaise: i.unitPricePaise,
    })),
    codPaise: cashOnDelivery(order),
    subTotalPaise: order.totalPaise,
    ...size,
  };
}
