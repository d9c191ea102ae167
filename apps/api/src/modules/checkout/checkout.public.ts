/* What other modules may use of checkout: expiring unpaid drafts (the job's work, also run on demand). */
export { expireDraftOrders } from './draft-expiry.ts';
