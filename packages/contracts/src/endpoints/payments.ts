import {
  providerParams,
  simulatorCheckoutQuery,
  simulatorFailureAnswer,
  simulatorOrderBody,
  simulatorPageSchema,
  simulatorScriptSchema,
  simulatorSuccessAnswer,
  verifyOrderAnswer,
  verifyOrderBody,
  webhookAnswer,
  webhookHeaders,
  webhookRawBody,
} from '../payments.ts';
import { placeOrderAnswerSchema } from '../checkout.ts';
import { orderIdParams } from '../orders.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Online payments: the browser's return from Checkout, the provider's webhook, and the payment simulator
 * (served only when PAYMENT_PROVIDER=simulator).
 */

const tags = ['payments'] as const;
const verification = ['INVALID_SIGNATURE', 'PAYMENT_ORDER_MISMATCH', 'PAYMENT_AMOUNT_MISMATCH', 'PAYMENT_NOT_CAPTURED'];

export const verifyPayment = defineEndpoint({
  operationId: 'verifyPayment',
  method: 'POST',
  path: '/order/verify',
  access: 'shopper',
  tags,
  summary: 'Verify an order payment (or record a dismissed or failed one)',
  description:
    'Checks the HMAC-SHA256 signature over the provider order id stored on the server, then the payment with the provider (order, amount, captured). Idempotent; races with the webhook confirm the order once. Served while the store is closed, so a payment under way when it closed still completes. paymentId and signature null record a cancelled or failed attempt and leave the draft payable until it expires.',
  errors: [400, 401, 404, 409, 502],
  errorCodes: ['NO_ONLINE_PAYMENT', ...verification],
  schemas: { body: verifyOrderBody, response: verifyOrderAnswer },
});

export const payOrderAgain = defineEndpoint({
  operationId: 'payOrderAgain',
  method: 'POST',
  path: '/order/pay/{id}',
  access: 'shopper',
  tags,
  summary: 'Pay again: a new provider order for an unpaid ONLINE order that has not expired',
  description:
    'Answers like POST /order/cart (razorpayOrderId, razorpayKeyId, amountInPaise for the remainder); then open Checkout and call /order/verify as after placing the order. 409 with ORDER_ALREADY_PAID, ORDER_EXPIRED (the draft ran out of time and gave back its stock and wallet part), ORDER_CANCELLED or ORDER_NOT_PAYABLE_ONLINE (COD, wallet-only or fully paid orders). 503 STORE_CLOSED with Retry-After while the store is closed (a payment already under way still completes through /order/verify and the webhook).',
  errors: [400, 401, 404, 409, 502, 503],
  errorCodes: ['ORDER_ALREADY_PAID', 'ORDER_EXPIRED', 'ORDER_CANCELLED', 'ORDER_NOT_PAYABLE_ONLINE', 'STORE_CLOSED'],
  schemas: { params: orderIdParams, response: placeOrderAnswerSchema },
});

export const razorpayWebhook = defineEndpoint({
  operationId: 'razorpayWebhook',
  method: 'POST',
  path: '/payments/razorpay/webhook',
  access: 'public',
  tags,
  summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed, refund.processed)',
  description:
    'X-Razorpay-Signature must be the hex HMAC-SHA256 of the raw body with the webhook secret. Events are deduplicated by X-Razorpay-Event-Id (or the payload id). The simulator sends its webhooks here too.',
  errors: [400, 413, 415],
  errorCodes: ['INVALID_SIGNATURE'],
  schemas: { headers: webhookHeaders, body: webhookRawBody, response: webhookAnswer },
});

export const receivePaymentWebhook = defineEndpoint({
  operationId: 'receivePaymentWebhook',
  method: 'POST',
  path: '/payments/{provider}/webhook',
  access: 'public',
  tags,
  summary: 'A payment provider’s webhook (payment captured or failed, refund processed)',
  description:
    'The provider is the identifier the store runs with (PAYMENT_PROVIDER, e.g. razorpay or simulator); any other answers 404. The provider checks its own signature header over the raw body (Razorpay: X-Razorpay-Signature, the hex HMAC-SHA256 with the webhook secret). Events are deduplicated by the provider’s event id.',
  errors: [400, 404, 413, 415],
  errorCodes: ['INVALID_SIGNATURE'],
  schemas: { params: providerParams, body: webhookRawBody, response: webhookAnswer },
});

export const simulatorCheckoutScript = defineEndpoint({
  operationId: 'simulatorCheckoutScript',
  method: 'GET',
  path: '/payments/simulator/checkout.js',
  access: 'public',
  tags,
  summary: "The simulator's Checkout script (window.Razorpay, same shape as Razorpay's checkout.js)",
  produces: 'application/javascript',
  errors: [],
  schemas: { response: simulatorScriptSchema },
});

export const simulatorCheckoutPage = defineEndpoint({
  operationId: 'simulatorCheckoutPage',
  method: 'GET',
  path: '/payments/simulator/checkout',
  access: 'public',
  tags,
  summary: "The simulator's payment window (HTML, opened in an iframe by checkout.js)",
  produces: 'text/html',
  errors: [400, 404],
  schemas: { query: simulatorCheckoutQuery, response: simulatorPageSchema },
});

export const simulatorPay = defineEndpoint({
  operationId: 'simulatorPay',
  method: 'POST',
  path: '/payments/simulator/pay',
  access: 'public',
  tags,
  summary: 'Simulator: pay an order (captured), answering what Checkout passes to options.handler',
  errors: [400],
  schemas: { body: simulatorOrderBody, response: simulatorSuccessAnswer },
});

export const simulatorAuthorize = defineEndpoint({
  operationId: 'simulatorAuthorize',
  method: 'POST',
  path: '/payments/simulator/authorize',
  access: 'public',
  tags,
  summary:
    'Simulator: authorise a payment without capturing it (an account that captures manually); the store captures it on verify, webhook or reconciliation',
  errors: [400],
  schemas: { body: simulatorOrderBody, response: simulatorSuccessAnswer },
});

export const simulatorFail = defineEndpoint({
  operationId: 'simulatorFail',
  method: 'POST',
  path: '/payments/simulator/fail',
  access: 'public',
  tags,
  summary: "Simulator: fail a payment attempt, answering Razorpay's payment.failed error object",
  errors: [400],
  schemas: { body: simulatorOrderBody, response: simulatorFailureAnswer },
});

export const paymentEndpoints = {
  verifyPayment,
  payOrderAgain,
  razorpayWebhook,
  receivePaymentWebhook,
  simulatorCheckoutScript,
  simulatorCheckoutPage,
  simulatorPay,
  simulatorAuthorize,
  simulatorFail,
};
