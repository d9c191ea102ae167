import { useMessages } from '~/lib/i18n/i18n';
import { Skeleton } from '~/ui/skeleton';
import { messages } from './messages';

/** The details page's shape while the order loads (also the server-rendered frame before the sign-in check). */
export function OrderDetailsSkeleton() {
  const t = useMessages(messages);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8" aria-busy="true">
      <h1 className="sr-only">{t.loadingDetails}</h1>
      <div className="mb-5 flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-36" />
        </div>
        <Skeleton className="h-6 w-28 rounded-full" />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="flex flex-col gap-4 lg:col-span-3">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      </div>
    </main>
  );
}
