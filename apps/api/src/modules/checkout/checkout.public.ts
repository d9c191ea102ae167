/* What other modules may use of checkout: expiring unpaid drafts (the job's work, also run on demand) and the placed-order answer. */
export { expireDraftOrders } from './draft-expiry.ts';
export { orderAnswer } from './order-answer.ts';
