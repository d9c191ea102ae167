import type { Job } from '../../plugins/modules.ts';
import { expireDraftOrders } from './draft-expiry.ts';

/** Unpaid ONLINE drafts give back their stock, wallet part and coupon use after DRAFT_ORDER_TTL_MINUTES. */
const draftExpiryJob: Job = {
  name: 'draft-expiry',
  intervalMs: 60_000,
  run: expireDraftOrders,
};

export default draftExpiryJob;
