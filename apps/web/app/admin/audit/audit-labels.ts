/** Operations as the audit log names them (their operationId), in words; others show as they are. */
export const ACTION_LABELS: Record<string, string> = {
  staffSignIn: 'Sign-in',
  staffSignOut: 'Sign-out',
  acceptStaffInvitation: 'Invitation accepted',
  inviteStaff: 'Staff invited',
  updateStaff: 'Staff changed',
  adminSetOrderStatus: 'Order status',
  adminRefundOrder: 'Refund',
  adminCreditWallet: 'Wallet credit',
  adminAdjustWallet: 'Wallet adjustment',
  adminApproveReturn: 'Return approved',
  adminRejectReturn: 'Return rejected',
  adminReceiveReturn: 'Return received',
  adminRefundReturn: 'Return refunded',
};

/** A before/after state in one line: `status: ORDERED, note: Called`. */
export function describeState(state: unknown): string {
  if (state === null || state === undefined) return '—';
  if (typeof state !== 'object') return String(state);
  return Object.entries(state as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** The outcome of a call from its status code. */
export function describeOutcome(statusCode: number | null): string {
  if (statusCode === null) return '—';
  if (statusCode < 300) return 'Done';
  if (statusCode === 429) return 'Locked out';
  if (statusCode === 401 || statusCode === 403) return `Refused (${statusCode})`;
  return `Failed (${statusCode})`;
}
