import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENDPOINT_TAGS } from '@shringar/contracts/endpoint-tags';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { finishDocument, type OpenApiDocument } from './openapi-document.ts';

/** Where the API is served: the configured public address, else the host that serves this document. */
function serversOf(config: Config) {
  if (config.PUBLIC_BASE_URL)
    return [{ url: config.PUBLIC_BASE_URL.replace(/\/+$/, ''), description: `${config.STORE_NAME} API` }];
  return [{ url: '/', description: 'The server that serves this document' }];
}

/**
 * OpenAPI 3.1 generated from the endpoint definitions and their schemas: JSON at /api/v4/docs/json, a
 * browsable page at /api/v4/docs.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.STORE_NAME} API`,
        version: '4.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        contact: { name: config.STORE_NAME, email: config.STORE_EMAIL },
        description:
          'Every answer is { success, message, data }; every error { success: false, message, code, errors? }. Money is in rupees; the database keeps paise.',
      },
      // Every group an operation names, declared once with what it holds (contracts/endpoint-tags.ts).
      tags: Object.entries(ENDPOINT_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token from verify-otp' },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'shringar_staff',
            description: 'A staff member signed in to the console (POST /admin/session); permissions by role',
          },
          operator: {
            type: 'http',
            scheme: 'bearer',
            description:
              'OPERATOR_TOKEN from the server configuration, for automation (the X-Operator-Token header works too)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      finishDocument(
        (document as { openapiObject: OpenApiDocument }).openapiObject,
        serversOf(config),
      ) as ReturnType<SwaggerTransformObject>,
  });
  // The page shows each operation's id, the name generated clients give the call.
  await app.register(swaggerUi, {
    routePrefix: '/api/v4/docs',
    // A CSP with hashes of the page's own inline scripts (no 'unsafe-inline' scripts). Swagger UI adds <style>
    // elements at run time, which no hash can name: styles may be inline (they run nothing); nobody may frame it.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*;/, "style-src 'self' https: 'unsafe-inline';")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { displayOperationId: true },
  });
}
