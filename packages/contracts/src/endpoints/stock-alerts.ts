import { defineEndpoint } from '../endpoint.ts';
import { stockAlertAnswer, stockAlertBody } from '../stock-alerts.ts';

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

export const stockAlertsEndpoints = { requestStockAlert };
