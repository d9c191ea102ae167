import { storePaths } from '@shringar/contracts/store-paths';
import { Headset, MapPinOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '~/ui/toast';
import { Button, buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { Skeleton } from '~/ui/skeleton';
import { useDeliveryStatus } from './api/delivery-status';
import { TrackingTimeline } from './tracking-timeline';

const FAILED = 'Failed to load tracking information';

/** Spec 2 'Order tracking modal': the timeline, Contact Support and Close; empty and failure states. */
export function TrackingModal({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const tracking = useDeliveryStatus(orderId, open);

  useEffect(() => {
    if (open && tracking.isError) toast.error(FAILED, { toastId: `tracking-${orderId}` });
  }, [open, tracking.isError, orderId]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Order Tracking"
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={storePaths.contact} className={buttonClass('secondary', 'md')}>
            <Headset aria-hidden="true" className="size-4" />
            Contact Support
          </Link>
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-sm text-gray-600">
        Order #{orderId}
        {tracking.data?.tracking_id && <> · Tracking ID {tracking.data.tracking_id}</>}
      </p>
      {tracking.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading tracking information">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-6 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : tracking.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="font-medium text-red-700">{FAILED}</p>
          <Button variant="secondary" onClick={() => void tracking.refetch()}>
            Try Again
          </Button>
        </div>
      ) : tracking.data.delivery_statuses.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <MapPinOff aria-hidden="true" className="size-8 text-gray-400" />
          <p className="font-semibold text-gray-900">No Tracking Data</p>
          <p className="text-sm text-gray-600">No tracking information available for this order</p>
        </div>
      ) : (
        // A long timeline scrolls inside the dialog; being focusable lets keyboard users scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <section tabIndex={0} aria-label="Tracking timeline" className="rounded-lg">
          <TrackingTimeline steps={tracking.data.delivery_statuses} />
        </section>
      )}
    </Dialog>
  );
}
