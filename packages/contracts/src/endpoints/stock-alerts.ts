import { defineEndpoint } from '../endpoint.ts';
import { pendingStockAlerts, pendingStockAlertsQuery, stockAlertAnswer, stockAlertBody } from '../stock-alerts.ts';

/** Back-in-stock alerts the shopper asks for on the product page. */

export const requestStockAlert = defineEndpoint({
  operationId: 'requestStockAlert',
  method: 'POST',
  path: '/stock-alerts',
  access: 'shopper',
  tags: ['products'],
  summary: "Notify me: alert the shopper once when an out-of-stock variant's stock comes back",
  description:
    'One alert per shopper and variant. When the stock goes from 0 to more by any path (a stock move, a CSV ' +
    "import, a cancellation's or a return's restock), the alert goes out once on the shopper's channels (in-app " +
    'notification, SMS, e-mail, WhatsApp when opted in); asking again after that arms it again.',
  errors: [400, 401, 404],
  schemas: { body: stockAlertBody, response: stockAlertAnswer },
});

export const listPendingStockAlerts = defineEndpoint({
  operationId: 'listPendingStockAlerts',
  method: 'GET',
  path: '/stock-alerts',
  access: 'shopper',
  tags: ['products'],
  summary: "The shopper's Notify me requests still waiting on a product's variants",
  description:
    "The signed-in shopper's own alerts for the product's variants that have not gone out yet (an alert that was " +
    'sent is not listed until the shopper asks again), so the product page can say the request stands. An unknown ' +
    'product has none.',
  errors: [400, 401],
  schemas: { query: pendingStockAlertsQuery, response: pendingStockAlerts },
});

export const stockAlertsEndpoints = { requestStockAlert, listPendingStockAlerts };
