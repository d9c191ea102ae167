import { requestStockAlert } from '@shringar/contracts/endpoints/stock-alerts';
import { callApi } from '~/lib/call-api';
import { useLazyMutation } from '~/lib/lazy-query';

/** POST /stock-alerts: 'Notify me' on an out-of-stock variant; the API alerts the shopper once when it is back. */
export const useStockAlert = () =>
  useLazyMutation((variantId: number) => callApi(requestStockAlert, { body: { variantId } }));
