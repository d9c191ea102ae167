import { useOrderStatusLabel } from './order-format';
import { statusStyle } from './order-status-style';

/** The delivery status as a badge: spec 4's label (an unknown status shows its raw text), icon and colours. */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = useOrderStatusLabel();
  const { icon: Icon, className } = statusStyle(status);
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label(status)}
    </span>
  );
}
