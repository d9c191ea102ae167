import type { Job } from '../../plugins/modules.ts';
import { reconcileOnlineDrafts } from './payment-reconciliation.ts';

/** Every minute, drafts whose browser never came back are checked with the payment provider. */
const reconciliationJob: Job = { name: 'payment-reconciliation', intervalMs: 60_000, run: reconcileOnlineDrafts };

export default reconciliationJob;
