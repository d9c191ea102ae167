import type { CallbackStatus } from '@shringar/contracts/admin-content';

export const CALLBACK_LABELS: Record<CallbackStatus, string> = {
  NEW: 'Waiting',
  CALLED: 'Contacted',
  CLOSED: 'Closed',
};
