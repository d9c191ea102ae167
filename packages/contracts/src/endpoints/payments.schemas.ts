import { schemaTable } from '../endpoint.ts';
import {
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
import { paymentEndpoints } from './payments.ts';

export const paymentSchemas = schemaTable(paymentEndpoints, {
  verifyPayment: { body: verifyOrderBody, response: verifyOrderAnswer },
  razorpayWebhook: { headers: webhookHeaders, body: webhookRawBody, response: webhookAnswer },
  simulatorCheckoutScript: { response: simulatorScriptSchema },
  simulatorCheckoutPage: { query: simulatorCheckoutQuery, response: simulatorPageSchema },
  simulatorPay: { body: simulatorOrderBody, response: simulatorSuccessAnswer },
  simulatorFail: { body: simulatorOrderBody, response: simulatorFailureAnswer },
});
