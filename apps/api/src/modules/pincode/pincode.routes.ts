import { pincodeCheckSchema } from '@shringar/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { registerHttpCache } from '../../plugins/http-cache.ts';
import { checkPincode } from './pincode.service.ts';

const pincodeParam = z
  .string()
  .regex(/^\d{6}$/, 'Pincode must be 6 digits')
  .regex(/^(?!0)/, 'Pincode cannot start with 0');

/** Pincode lookup for the address form and the product page's delivery check. */
const pincodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerHttpCache(app, ctx);
  app.get(
    '/pincode/is-pincode-valid/:pincode',
    {
      schema: {
        tags: ['pincode'],
        summary: 'Whether a pincode exists (India Post directory), its city, district and state, and delivery days',
        params: z.object({ pincode: pincodeParam }),
        response: { 200: envelope(pincodeCheckSchema), ...errorResponses(400) },
      },
    },
    async (request) => ok(checkPincode(request.params.pincode)),
  );
};

export default pincodeRoutes;
