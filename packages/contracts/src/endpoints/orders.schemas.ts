import { schemaTable } from '../endpoint.ts';
import {
  deliveryStatusSchema,
  invoiceLinkQuery,
  invoiceParams,
  invoicePdfSchema,
  orderAddressSchema,
  orderDetailsSchema,
  orderIdParams,
  orderRowListSchema,
  returnRequestAnswerSchema,
  returnRequestBodySchema,
} from '../orders.ts';
import { cancelRequestBody } from '../payments.ts';
import { orderEndpoints } from './orders.ts';

export const orderSchemas = schemaTable(orderEndpoints, {
  listOrders: { response: orderRowListSchema },
  getOrderDetails: { params: orderIdParams, response: orderDetailsSchema },
  getOrderAddress: { params: orderIdParams, response: orderAddressSchema },
  getDeliveryStatus: { params: orderIdParams, response: deliveryStatusSchema },
  cancelOrder: { params: orderIdParams, body: cancelRequestBody, response: orderDetailsSchema },
  requestReturn: { body: returnRequestBodySchema, response: returnRequestAnswerSchema },
  downloadInvoice: { params: invoiceParams, query: invoiceLinkQuery, response: invoicePdfSchema },
});
