import type { Job } from '../../plugins/modules.ts';
import { drainOutbox } from './outbox-dispatch.ts';

/** Order e-mails, SMS and notifications leave the outbox every few seconds. */
const outboxDispatchJob: Job = { name: 'order-messages', intervalMs: 5_000, run: drainOutbox };

export default outboxDispatchJob;
