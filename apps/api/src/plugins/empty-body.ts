import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: a POST sent without any body is read as {}, so the answer is the call's own message
 * ('Product information is incomplete', 'Missing required information') rather than a generic body error.
 */
export async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}
