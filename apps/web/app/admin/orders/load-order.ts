import { adminGetOrder } from '@shringar/contracts/endpoints/admin';
import { adminCall } from '../kit/api/admin-request';
import { loaderFailure } from '../kit/api/loader-failure';

/** One order as the console reads it, for the order page and its packing slip (both load the same view). */
export async function loadAdminOrder(orderId: string, request: Request) {
  try {
    return await adminCall(adminGetOrder, { params: { id: orderId } }, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
