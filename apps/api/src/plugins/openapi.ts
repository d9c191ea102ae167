import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas: JSON at /api/v4/docs/json, a browsable page at /api/v4/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shringar API',
        version: '4.0.0',
        description:
          'Every answer is { success, message, data }; every error { success: false, message, code, errors? }. Money is in rupees; the database keeps paise.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token from verify-otp' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/v4/docs', staticCSP: false });
}
