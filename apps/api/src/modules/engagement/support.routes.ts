import { appFeedbackBody, CALLBACK_SUCCESS_MESSAGE } from '@shringar/contracts/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { FEEDBACK_PER_IP, parseMobileNumber, requestCallback, saveAppFeedback, TOO_MANY } from './support.service.ts';

/** Public: a token, when sent, links the request to the shopper. */
const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/help-and-support',
    {
      schema: {
        tags: ['support'],
        summary: 'Request a call-back',
        description: 'mobile_number: 10 digits. Limited per number (3 a day) and per IP (10 an hour).',
        // Checked in the service, so the message is exactly the spec's, without a field-name prefix.
        body: z.object({ mobile_number: z.unknown().optional().describe('10 digits, as a string or a number') }),
        response: { 200: envelope(z.object({ requested: z.literal(true) })), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        await requestCallback(ctx, parseMobileNumber(request.body.mobile_number), {
          ip: request.ip,
          userId: request.auth?.userId ?? null,
        }),
        CALLBACK_SUCCESS_MESSAGE,
      ),
  );

  app.post(
    '/app-feedback',
    {
      onRequest: rateLimit(ctx, 'feedback:ip', FEEDBACK_PER_IP, undefined, TOO_MANY),
      schema: {
        tags: ['support'],
        summary: 'Rate the app (JSON or application/x-www-form-urlencoded)',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: appFeedbackBody,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        await saveAppFeedback(ctx, request.body, { ip: request.ip, userId: request.auth?.userId ?? null }),
        'Thank you for your feedback!',
      ),
  );
};

export default supportRoutes;
