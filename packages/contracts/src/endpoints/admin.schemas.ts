import {
  adminOrderPage,
  adminOrderSearchQuery,
  adminOrderView,
  refundAnswer,
  refundBody,
  statusBody,
  statusChangeAnswer,
  shopperNotificationAnswer,
  shopperNotificationBody,
  walletCreditAnswer,
  walletCreditBody,
} from '../admin.ts';
import { schemaTable } from '../endpoint.ts';
import { orderIdParams } from '../orders.ts';
import { adminEndpoints } from './admin.ts';

export const adminSchemas = schemaTable(adminEndpoints, {
  adminSearchOrders: { query: adminOrderSearchQuery, response: adminOrderPage },
  adminGetOrder: { params: orderIdParams, response: adminOrderView },
  adminSetOrderStatus: { params: orderIdParams, body: statusBody, response: statusChangeAnswer },
  adminRefundOrder: { params: orderIdParams, body: refundBody, response: refundAnswer },
  adminCreditWallet: { body: walletCreditBody, response: walletCreditAnswer },
  adminNotifyShopper: { body: shopperNotificationBody, response: shopperNotificationAnswer },
});
