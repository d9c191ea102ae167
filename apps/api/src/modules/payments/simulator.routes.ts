import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { NotFound } from '../../lib/errors.ts';
import { simulatorCheckoutPage } from './simulator-checkout-page.ts';
import { simulatorCheckoutScript } from './simulator-checkout-script.ts';
import { deliverSimulatorWebhooks } from './simulator-webhooks.ts';

const providerOrderId = z
  .string({ error: 'order_id is required' })
  .regex(/^order_[0-9A-Za-z]{14}$/, 'order_id must be a simulator order id (order_ and 14 letters or digits)');
const orderBody = z.object({ order_id: providerOrderId });
const originParam = z
  .string()
  .max(200)
  .regex(/^https?:\/\/[^/\s]+$/, 'origin must be a scheme and host')
  .optional()
  .or(z.literal(''));

const successAnswer = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
const failureAnswer = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});

/**
 * The payment simulator's browser side: the Checkout script, its payment window and the Pay / Fail calls the
 * window makes. Registered only when PAYMENT_PROVIDER=simulator.
 */
const simulatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const gateway = ctx.payments;
  if (!(gateway instanceof SimulatorGateway)) return;

  app.get(
    '/payments/simulator/checkout.js',
    {
      schema: {
        tags: ['payments'],
        summary: "The simulator's Checkout script (window.Razorpay, same shape as Razorpay's checkout.js)",
        response: { 200: z.string().describe('JavaScript') },
      },
    },
    async (_request, reply) => {
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('cross-origin-resource-policy', 'cross-origin');
      return simulatorCheckoutScript;
    },
  );

  app.get(
    '/payments/simulator/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: "The simulator's payment window (HTML, opened in an iframe by checkout.js)",
        querystring: z.object({
          order_id: providerOrderId,
          name: z.string().max(80).optional(),
          description: z.string().max(120).optional(),
          color: z.string().max(20).optional(),
          contact: z.string().max(20).optional(),
          origin: originParam,
        }),
        response: { 200: z.string().describe('HTML'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const order = await gateway.getOrder(request.query.order_id);
      if (!order) throw new NotFound('Payment order not found.');
      const nonce = randomBytes(16).toString('base64');
      reply.removeHeader('x-frame-options');
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors *; base-uri 'none'; form-action 'none'`,
        );
      return simulatorCheckoutPage({
        providerOrderId: order.id,
        amountPaise: order.amountPaise,
        status: order.status,
        merchantName: request.query.name || ctx.config.STORE_NAME,
        description: request.query.description ?? '',
        contact: request.query.contact ?? '',
        themeColor: request.query.color ?? '',
        parentOrigin: request.query.origin || '*',
        nonce,
      });
    },
  );

  app.post(
    '/payments/simulator/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulator: pay an order (captured), answering what Checkout passes to options.handler',
        body: orderBody,
        response: { 200: envelope(successAnswer), ...errorResponses(400) },
      },
    },
    async (request) => {
      const paid = await gateway.pay(request.body.order_id);
      await deliverSimulatorWebhooks(ctx, gateway, paid.order, paid.paymentId);
      return ok(paid.response, 'Payment captured');
    },
  );

  app.post(
    '/payments/simulator/fail',
    {
      schema: {
        tags: ['payments'],
        summary: "Simulator: fail a payment attempt, answering Razorpay's payment.failed error object",
        body: orderBody,
        response: { 200: envelope(failureAnswer), ...errorResponses(400) },
      },
    },
    async (request) => {
      const failed = await gateway.fail(request.body.order_id);
      await deliverSimulatorWebhooks(ctx, gateway, failed.order, failed.paymentId, failed.error);
      return ok({ error: failed.error }, 'Payment failed');
    },
  );
};

export default simulatorRoutes;
