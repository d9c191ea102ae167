import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/errors.ts';
import { plainValidationMessage } from '../lib/plain-validation-message.ts';
import { isServiceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/unavailable.ts';

const SERVER_ERROR = 'Server error. Please try again later.';
const UNAVAILABLE = 'The store is busy right now. Please try again in a moment.';

/** Field names for messages: body.pincode → pincode; querystring page → page. */
function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/**
 * The one place where errors become the error envelope of API.md. Expected failures are AppErrors; schema
 * failures are 400s naming the field; everything else is a 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => {
        const field = fieldOf(v.instancePath, error.validationContext);
        return { field, message: plainValidationMessage(field, v.message ?? 'is invalid') };
      });
      return reply.status(400).send({ success: false, message: errors[0]!.message, code: 'VALIDATION_ERROR', errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause, url: error.url }, 'response does not match its schema');
      return reply.status(500).send({ success: false, message: SERVER_ERROR, code: 'INTERNAL' });
    }
    // Fastify's own client errors: bad JSON, unsupported content type, body too large, rate limit plugin.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 429
              ? 'RATE_LIMITED'
              : 'BAD_REQUEST';
      const message =
        status === 413
          ? 'Request body is too large'
          : status === 415
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'Request body is not valid JSON'
              : error.message;
      return reply.status(status).send({ success: false, message, code });
    }
    if (isServiceUnavailable(error)) {
      // The database or Redis is restarting or out of connections: a retry will do. Logged without the error
      // object, whose message can carry the query and its parameters (a shopper's data).
      request.log.warn(
        { code: (error as { code?: unknown }).code, url: request.routeOptions.url },
        'service unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
    }
    // The logger's `err` serializer (loggableError) keeps a failed query's parameters out of the log.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: SERVER_ERROR, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: 'Resource not found.', code: 'NOT_FOUND' });
  });
}
