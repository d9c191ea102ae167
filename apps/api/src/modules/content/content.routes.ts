import { faqSchema, policySchema, reasonSchema } from '@shringar/contracts/catalogue';
import { adDetailsSchema, publicSettingsSchema } from '@shringar/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { registerHttpCache, rememberAnonymous } from '../../plugins/http-cache.ts';
import { adDetails, getPolicy, listFaqs, listPolicies, listReasons } from './content.service.ts';
import { publicSettings } from '../settings/settings.public.ts';

const policyId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a policy slug such as privacy-policy')
  .max(100, 'id must be a policy slug such as privacy-policy');

/** Settings, policies, FAQs, reasons and ad ids: content that changes only when an operator edits it. */
const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  const tags = ['content'];
  const cached = <T>(request: Parameters<typeof rememberAnonymous>[1], produce: () => Promise<T>) =>
    rememberAnonymous(ctx, request, produce);

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Public app settings, payment key id and mode, and the company profile (never a secret)',
        response: { 200: envelope(publicSettingsSchema) },
      },
    },
    async (request) => ok(await cached(request, () => publicSettings(ctx))),
  );

  app.get(
    '/policys',
    {
      schema: {
        tags,
        summary: 'Every store policy (content is sanitised HTML)',
        response: { 200: envelope(z.array(policySchema)) },
      },
    },
    async (request) => ok(await cached(request, () => listPolicies(ctx))),
  );

  app.get(
    '/policys/:id',
    {
      schema: {
        tags,
        summary:
          'One policy by slug: privacy-policy, terms-and-conditions, return-refund-policy, shipping-policy, cancellation-policy',
        params: z.object({ id: policyId }),
        response: { 200: envelope(policySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await cached(request, () => getPolicy(ctx, request.params.id))),
  );

  app.get(
    '/privacy-policy',
    {
      schema: {
        tags,
        summary: 'The privacy policy',
        response: { 200: envelope(policySchema), ...errorResponses(404) },
      },
    },
    async (request) => ok(await cached(request, () => getPolicy(ctx, 'privacy-policy'))),
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags,
        summary: 'Frequently asked questions in display order',
        response: { 200: envelope(z.array(faqSchema)) },
      },
    },
    async (request) => ok(await cached(request, () => listFaqs(ctx))),
  );

  app.get(
    '/order/cancellation-reasons',
    {
      schema: {
        tags,
        summary: 'Reasons a shopper may give for cancelling',
        response: { 200: envelope(z.array(reasonSchema)) },
      },
    },
    async (request) => ok(await cached(request, () => listReasons(ctx, 'CANCELLATION'))),
  );

  app.get(
    '/return/reasons',
    {
      schema: {
        tags,
        summary: 'Reasons a shopper may give for a return',
        response: { 200: envelope(z.array(reasonSchema)) },
      },
    },
    async (request) => ok(await cached(request, () => listReasons(ctx, 'RETURN'))),
  );

  app.get(
    '/ad/details',
    { schema: { tags, summary: 'Ad unit ids from settings', response: { 200: envelope(adDetailsSchema) } } },
    async (request) => ok(await cached(request, () => adDetails(ctx))),
  );
};

export default contentRoutes;
