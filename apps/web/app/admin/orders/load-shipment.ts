import { adminGetOrderShipment } from '@shringar/contracts/endpoints/shipping';
import { adminCall } from '../kit/api/admin-request';
import { loaderFailure } from '../kit/api/loader-failure';

/** The order's shipment as the console's shipment panel reads it. */
export async function loadOrderShipment(orderId: string, request: Request) {
  try {
    return await adminCall(adminGetOrderShipment, { params: { id: orderId } }, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
