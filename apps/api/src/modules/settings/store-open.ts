import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { getSettings } from './settings.service.ts';

/**
 * How long a client is told to wait before trying again while the store is closed. The operator's reopening
 * has no known time; five minutes keeps a retrying client from hammering the store meanwhile.
 */
export const STORE_CLOSED_RETRY_AFTER_SECONDS = 300;

/** The refusal of a call that changes a cart or places or pays an order while the operator has closed the store. */
export class StoreClosed extends AppError {
  constructor(message: string) {
    super(503, 'STORE_CLOSED', message, undefined, { 'retry-after': String(STORE_CLOSED_RETRY_AFTER_SECONDS) });
  }
}

/**
 * preHandler for the shopper's calls that change a cart or place, pay or retry an order: 503 STORE_CLOSED with
 * the operator's message while settings say the store is closed (spec 3: isAppActive, appInactiveMessage).
 * Payments already under way are not refused here: verify, webhooks and reconciliation never use it.
 */
export const refuseWhileClosed = (ctx: AppContext) =>
  async function storeOpen(_request: FastifyRequest): Promise<void> {
    const s = await getSettings(ctx);
    if (!s.isAppActive) throw new StoreClosed(s.appInactiveMessage.trim() || 'The store is closed for now.');
  };
