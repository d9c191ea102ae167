import { schemaTable } from '../endpoint.ts';
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
import { paymentEndpoints } from './payments.ts';

export const paymentSchemas = schemaTable(paymentEndpoints, {
  verifyPayment: { body: verifyOrderBody, response: verifyOrderAnswer },
  payOrderAgain: { params: orderIdParams, response: placeOrderAnswerSchema },
  razorpayWebhook: { headers: webhookHeaders, body: webhookRawBody, response: webhookAnswer },
  receivePaymentWebhook: { params: providerParams, body: webhookRawBody, response: webhookAnswer },
  simulatorCheckoutScript: { response: simulatorScriptSchema },
  simulatorCheckoutPage: { query: simulatorCheckoutQuery, response: simulatorPageSchema },
  simulatorPay: { body: simulatorOrderBody, response: simulatorSuccessAnswer },
  simulatorAuthorize: { body: simulatorOrderBody, response: simulatorSuccessAnswer },
  simulatorFail: { body: simulatorOrderBody, response: simulatorFailureAnswer },
});
