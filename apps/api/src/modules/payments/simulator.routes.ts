import { randomBytes } from 'node:crypto';
import { paymentEndpoints as endpoints } from '@shringar/contracts/endpoints/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { ok } from '../../lib/envelope.ts';
import { NotFound } from '../../lib/errors.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { simulatorCheckoutPage } from './simulator-checkout-page.ts';
import { simulatorCheckoutScript } from './simulator-checkout-script.ts';
import { deliverSimulatorWebhooks } from './simulator-webhooks.ts';

/**
 * The payment simulator's browser side: the Checkout script, its payment window and the Pay / Fail calls the
 * window makes. Registered only when PAYMENT_PROVIDER=simulator.
 */
const simulatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const gateway = ctx.payments;
  if (!(gateway instanceof SimulatorGateway)) return;

  endpointRoute(app, endpoints.simulatorCheckoutScript, async (_request, reply) => {
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin');
    return simulatorCheckoutScript;
  });

  // The window may be framed by the store's own pages and the other front ends CORS_ORIGINS names, no one else.
  const framers = [
    "'self'",
    ...ctx.config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ].join(' ');

  endpointRoute(app, endpoints.simulatorCheckoutPage, async (request, reply) => {
    const order = await gateway.getOrder(request.query.order_id);
    if (!order) throw new NotFound('Payment order not found.');
    const nonce = randomBytes(16).toString('base64');
    reply.removeHeader('x-frame-options');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors ${framers}; base-uri 'none'; form-action 'none'`,
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
  });

  endpointRoute(app, endpoints.simulatorPay, async (request) => {
    const paid = await gateway.pay(request.body.order_id);
    await deliverSimulatorWebhooks(ctx, gateway, paid.order, paid.paymentId);
    return ok(paid.response, 'Payment captured');
  });

  endpointRoute(app, endpoints.simulatorAuthorize, async (request) => {
    const authorised = await gateway.authorize(request.body.order_id);
    await deliverSimulatorWebhooks(ctx, gateway, authorised.order, authorised.paymentId, undefined, 'authorized');
    return ok(authorised.response, 'Payment authorised');
  });

  endpointRoute(app, endpoints.simulatorFail, async (request) => {
    const failed = await gateway.fail(request.body.order_id);
    await deliverSimulatorWebhooks(ctx, gateway, failed.order, failed.paymentId, failed.error);
    return ok({ error: failed.error }, 'Payment failed');
  });
};

export default simulatorRoutes;
