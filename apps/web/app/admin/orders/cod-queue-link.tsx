import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';

/**
 * The queue of COD orders waiting for their shopper's confirmation (settings: ask COD shoppers to confirm), with
 * its count; they cannot be packed until confirmed, by the shopper or by staff on a call.
 */
export function CodQueueLink({ count, active }: { count: number | null; active: boolean }) {
  if (count === null) return null;
  return (
    <nav aria-label="Order queues" className="flex flex-wrap gap-2">
      <Link
        to={`${adminPaths.orders}?codConfirmation=AWAITING`}
        aria-current={active ? 'page' : undefined}
        className={buttonClass(active ? 'primary' : 'secondary', 'sm')}
      >
        COD to confirm ({count})
      </Link>
      {active && (
        <Link to={adminPaths.orders} className={buttonClass('ghost', 'sm')}>
          All orders
        </Link>
      )}
    </nav>
  );
}
