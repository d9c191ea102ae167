import type { Job } from '../../plugins/modules.ts';
import { queueDueStockAlerts } from './stock-alert-dispatch.ts';

/** Back-in-stock alerts are queued every few seconds after the stock returns; the outbox job sends them. */
const stockAlertsJob: Job = {
  name: 'stock-alerts',
  intervalMs: 5_000,
  run: async (ctx) => ({ queued: await queueDueStockAlerts(ctx) }),
};

export default stockAlertsJob;
