import { storePaths } from '@shringar/contracts/store-paths';
import { Headset, MapPinOff } from 'lucide-react';
import { useEffect } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { Button, buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { Skeleton } from '~/ui/skeleton';
import { useDeliveryStatus } from './api/delivery-status';
import { messages } from './messages';
import { TrackingTimeline } from './tracking-timeline';

/** Spec 2 'Order tracking modal': the timeline, Contact Support and Close; empty and failure states. */
export function TrackingModal({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const t = useMessages(messages);
  const tracking = useDeliveryStatus(orderId, open);

  useEffect(() => {
    if (open && tracking.isError) toast.error(t.trackingFailed, { toastId: `tracking-${orderId}` });
  }, [open, tracking.isError, orderId, t]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.orderTracking}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LocaleLink to={storePaths.contact} className={buttonClass('secondary', 'md')}>
            <Headset aria-hidden="true" className="size-4" />
            {t.contactSupport}
          </LocaleLink>
          <Button variant="primary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-sm text-gray-600">
        {t.orderNumber(orderId)}
        {tracking.data?.tracking_id && t.trackingId(tracking.data.tracking_id)}
      </p>
      {tracking.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t.loadingTracking}>
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
          <p className="font-medium text-red-700">{t.trackingFailed}</p>
          <Button variant="secondary" onClick={() => void tracking.refetch()}>
            {t.tryAgainButton}
          </Button>
        </div>
      ) : tracking.data.delivery_statuses.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <MapPinOff aria-hidden="true" className="size-8 text-gray-400" />
          <p className="font-semibold text-gray-900">{t.noTracking}</p>
          <p className="text-sm text-gray-600">{t.noTrackingInfo}</p>
        </div>
      ) : (
        // A long timeline scrolls inside the dialog; being focusable lets keyboard users scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <section tabIndex={0} aria-label={t.trackingTimeline} className="rounded-lg">
          <TrackingTimeline steps={tracking.data.delivery_statuses} />
        </section>
      )}
    </Dialog>
  );
}
