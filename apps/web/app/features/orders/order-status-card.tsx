import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { useOrderStatusLabel } from './order-format';

/**
 * Spec 4 'Order status card': the current status with a progress bar at 60% once the order has a status it
 * has reached ('In Progress'), 20% while it waits ('Pending'); without a status, 'Status Pending' and 'Waiting
 * for status update'.
 */
export function OrderStatusCard({ status }: { status: string | null | undefined }) {
  const t = useMessages(messages);
  const label = useOrderStatusLabel();
  if (!status)
    return (
      <div className="rounded-xl bg-gray-50 p-3" data-testid="status-card">
        <p className="font-medium text-gray-900">{t.statusPending}</p>
        <p className="text-sm text-gray-600">{t.waitingStatus}</p>
      </div>
    );
  const completed = status !== 'PENDING';
  const percent = completed ? 60 : 20;
  const text = completed ? t.inProgress : t.pending;
  return (
    <div className="rounded-xl bg-gray-50 p-3" data-testid="status-card">
      <div className="mb-2 flex items-center justify-between gap-2 text-sm">
        <span className="font-medium text-gray-900">{label(status)}</span>
        <span className="text-gray-700">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t.orderProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
