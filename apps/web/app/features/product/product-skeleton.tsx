import { Skeleton } from '~/ui/skeleton';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** The product page's shape while its detail loads. */
export function ProductSkeleton() {
  const t = useMessages(messages);
  return (
    <div data-testid="product-skeleton" aria-busy="true" aria-label={t.loadingProduct} className="flex flex-col gap-6">
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="grid grid-cols-4 gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-square rounded-xl" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-8 w-4/5" />
          <div className="flex gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-4 w-32" />
          <div className="grid grid-cols-3 gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-12 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}
