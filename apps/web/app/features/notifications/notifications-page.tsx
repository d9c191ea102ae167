import type { Notification } from '@shringar/contracts/engagement';
import { BellOff, CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { toast } from '~/ui/toast';
import { useErrorMessage, useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useMarkRead, useNotifications } from './api/notification-queries';
import { messages } from './messages';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
};

/** /notifications: newest first, unread ones marked, each markable as read, or all at once. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const t = useMessages(messages);
  const message = useErrorMessage();
  const unread = notifications.data?.filter((n) => !n.isRead).length ?? 0;
  const mark = (ids?: number[]) => markRead.mutate(ids, { onError: () => toast.error(t.markFailed) });

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t.title}</h1>
        {notifications.data && notifications.data.length > 0 && (
          <Button variant="secondary" size="sm" disabled={unread === 0 || markRead.isPending} onClick={() => mark()}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {t.markAll}
          </Button>
        )}
      </div>
      {notifications.isPending ? (
        <NotificationsSkeleton />
      ) : notifications.isError ? (
        <ErrorState
          title={t.loadFailed}
          message={message(notifications.error, t.loadFailed)}
          onRetry={() => void notifications.refetch()}
        />
      ) : notifications.data.length === 0 ? (
        <EmptyState icon={<BellOff aria-hidden="true" className="size-10" />} title={t.empty} message={t.emptyHint} />
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {unread === 0 ? t.allCaughtUp : t.unread(unread)}
          </p>
          <ul className="flex flex-col gap-2" aria-label={t.title}>
            {notifications.data.map((n) => (
              <NotificationItem key={n.id} notification={n} busy={markRead.isPending} onRead={() => mark([n.id])} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function NotificationItem({
  notification: n,
  busy,
  onRead,
}: {
  notification: Notification;
  busy: boolean;
  onRead: () => void;
}) {
  const titleId = useId();
  const t = useMessages(messages);
  const f = useFormat();
  return (
    <li
      data-testid="notification"
      data-unread={!n.isRead}
      className={`flex gap-3 rounded-2xl border p-4 ${n.isRead ? 'border-gray-200 bg-white' : 'border-brand-200 bg-brand-50'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${n.isRead ? 'bg-transparent' : 'bg-brand-600'}`}
      />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className={`text-base text-gray-900 ${n.isRead ? 'font-medium' : 'font-semibold'}`}>
          {!n.isRead && <span className="sr-only">{t.unreadPrefix}</span>}
          {n.title}
        </h2>
        <p className="text-sm text-gray-700">{n.body}</p>
        <p className="mt-1 text-xs text-gray-600">
          <time dateTime={n.created_at}>{f.date(n.created_at, DATE_TIME)}</time>
        </p>
      </div>
      {!n.isRead && (
        <Button variant="ghost" size="sm" aria-describedby={titleId} disabled={busy} onClick={onRead}>
          {t.markRead}
        </Button>
      )}
    </li>
  );
}

function NotificationsSkeleton() {
  const t = useMessages(messages);
  return (
    <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-2xl border border-gray-200 p-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
