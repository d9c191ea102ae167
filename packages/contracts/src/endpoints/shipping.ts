import {
  awbParams,
  bulkShipmentAnswer,
  bulkShipmentBody,
  courierProviderParams,
  courierWebhookAnswer,
  courierWebhookRawBody,
  labelPdfSchema,
  labelsQuery,
  orderShipmentAnswer,
  parcelSizeBody,
  shipmentSchema,
  simulatorAdvanceAnswer,
  simulatorAdvanceBody,
  simulatorParcelsAnswer,
} from '../shipping.ts';
import { orderIdParams } from '../orders.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * Shipping: the console books a parcel with the courier (COURIER_PROVIDER: shiprocket, or the offline simulator),
 * prints its label, asks for pickup or cancels; the courier's tracking webhooks move the order and write the
 * shopper's timeline.
 */

const tags = ['shipping'] as const;
const orderErrors = [...guard.errorCodes, 'ORDER_NOT_FOUND'] as const;

export const adminGetOrderShipment = defineEndpoint({
  operationId: 'adminGetOrderShipment',
  method: 'GET',
  path: '/admin/orders/{id}/shipment',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: "Operator: an order's shipment (AWB, status, scans), cancelled ones, and its parcel size from its variants",
  errors: [400, ...guard.errors, 404],
  errorCodes: orderErrors,
  schemas: { params: orderIdParams, response: orderShipmentAnswer },
});

export const adminCreateShipment = defineEndpoint({
  operationId: 'adminCreateShipment',
  method: 'POST',
  path: '/admin/orders/{id}/shipment',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: book the parcel with the courier: an AWB and its label; the order becomes Ready for Shipping',
  description:
    'The pickup address is the store’s (STORE_ADDRESS, STORE_PINCODE; with Shiprocket, SHIPROCKET_PICKUP_LOCATION); a cash-on-delivery order’s amount still due is collected by the courier. 409 SHIPMENT_EXISTS when the order has a live shipment, SHIPMENT_NOT_ALLOWED when it is a draft, cancelled or already shipped.',
  errors: [400, ...guard.errors, 404, 409, 502],
  errorCodes: [...orderErrors, 'SHIPMENT_EXISTS', 'SHIPMENT_NOT_ALLOWED', 'COD_CONFIRMATION_PENDING', 'COURIER_FAILED'],
  schemas: { params: orderIdParams, body: parcelSizeBody, response: shipmentSchema },
});

export const adminRequestPickup = defineEndpoint({
  operationId: 'adminRequestPickup',
  method: 'POST',
  path: '/admin/orders/{id}/shipment/pickup',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: "Operator: ask the courier to collect the order's parcel",
  errors: [400, ...guard.errors, 404, 409, 502],
  errorCodes: [...orderErrors, 'SHIPMENT_NOT_FOUND', 'SHIPMENT_NOT_ALLOWED', 'COURIER_FAILED'],
  schemas: { params: orderIdParams, response: shipmentSchema },
});

export const adminCancelShipment = defineEndpoint({
  operationId: 'adminCancelShipment',
  method: 'POST',
  path: '/admin/orders/{id}/shipment/cancel',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: "Operator: cancel the order's parcel with the courier (before it is picked up); the AWB is cleared",
  errors: [400, ...guard.errors, 404, 409, 502],
  errorCodes: [...orderErrors, 'SHIPMENT_NOT_FOUND', 'SHIPMENT_NOT_ALLOWED', 'COURIER_FAILED'],
  schemas: { params: orderIdParams, response: shipmentSchema },
});

export const adminShipmentLabel = defineEndpoint({
  operationId: 'adminShipmentLabel',
  method: 'GET',
  path: '/admin/orders/{id}/shipment/label.pdf',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: "Operator: the order's shipping label (PDF, 4 × 6 inch), as the courier made it",
  produces: 'application/pdf',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...orderErrors, 'SHIPMENT_NOT_FOUND'],
  schemas: { params: orderIdParams, response: labelPdfSchema },
});

export const adminBulkCreateShipments = defineEndpoint({
  operationId: 'adminBulkCreateShipments',
  method: 'POST',
  path: '/admin/shipments/bulk',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Operator: book parcels for many orders at once (their sizes from their variants) and get one labels PDF',
  description:
    'Up to 100 orders. Each order is booked with the courier unless it has a live shipment already (then it is listed with created false), so a retried call books nothing twice. Orders that cannot be booked (a variant without weight or size, a status past shipping, the courier refused) are listed in `failed` with the reason; the rest are booked. `labelsPath` is GET /admin/shipments/labels.pdf for every order in `shipments`, in the order asked.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { body: bulkShipmentBody, response: bulkShipmentAnswer },
});

export const adminShipmentLabels = defineEndpoint({
  operationId: 'adminShipmentLabels',
  method: 'GET',
  path: '/admin/shipments/labels.pdf',
  access: 'operator',
  permission: 'orders.read',
  tags,
  summary: 'Operator: the labels of many orders’ shipments as one PDF, in the order given',
  produces: 'application/pdf',
  errors: [400, ...guard.errors, 404, 502],
  errorCodes: [...guard.errorCodes, 'SHIPMENT_NOT_FOUND', 'COURIER_FAILED'],
  schemas: { query: labelsQuery, response: labelPdfSchema },
});

export const receiveCourierWebhook = defineEndpoint({
  operationId: 'receiveCourierWebhook',
  method: 'POST',
  path: '/shipping/{provider}/webhook',
  access: 'public',
  tags,
  summary: "A courier's tracking webhook: the parcel's scan moves the order and writes the shopper's timeline",
  description:
    'The provider is the courier the store ships with (COURIER_PROVIDER); any other answers 404. Shiprocket: the x-api-key header must be SHIPROCKET_WEBHOOK_TOKEN. The simulator: X-Courier-Signature, the hex HMAC-SHA256 of the raw body. Events are recorded by id first (a replay changes nothing); a scan older than the parcel’s latest moves nothing; picked up and in transit make the order Shipped, then Out for Delivery and Delivered; returned to origin makes it Returned and puts its units back in stock.',
  errors: [400, 404, 413, 415],
  errorCodes: ['INVALID_SIGNATURE'],
  schemas: { params: courierProviderParams, body: courierWebhookRawBody, response: courierWebhookAnswer },
});

export const adminCourierSimulatorParcels = defineEndpoint({
  operationId: 'adminCourierSimulatorParcels',
  method: 'GET',
  path: '/admin/courier-simulator/parcels',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary: 'Courier simulator: the newest parcels and the steps each may take next',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: simulatorParcelsAnswer },
});

export const adminCourierSimulatorAdvance = defineEndpoint({
  operationId: 'adminCourierSimulatorAdvance',
  method: 'POST',
  path: '/admin/courier-simulator/parcels/{awb}/advance',
  access: 'operator',
  permission: 'orders.manage',
  tags,
  summary:
    'Courier simulator: move a parcel a step (picked up, in transit, out for delivery, delivered, or returned to origin) and send the store its signed webhook',
  errors: [400, ...guard.errors, 404, 502],
  errorCodes: [...guard.errorCodes, 'COURIER_FAILED'],
  schemas: { params: awbParams, body: simulatorAdvanceBody, response: simulatorAdvanceAnswer },
});

export const shippingEndpoints = {
  adminGetOrderShipment,
  adminCreateShipment,
  adminRequestPickup,
  adminCancelShipment,
  adminShipmentLabel,
  adminBulkCreateShipments,
  adminShipmentLabels,
  receiveCourierWebhook,
  adminCourierSimulatorParcels,
  adminCourierSimulatorAdvance,
};
