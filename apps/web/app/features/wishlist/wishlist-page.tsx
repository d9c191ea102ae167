import { storePaths } from '@shringar/contracts/store-paths';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '~/ui/toast';
import { LocaleLink, useErrorMessage, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { buttonClass } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useAddAllToCart } from './api/add-all-to-cart';
import { useRemoveFromWishlist, wishlistItemKey } from './api/remove-from-wishlist';
import { wishlistQueryOptions } from './api/wishlist';
import { WishlistItemCard, type WishlistView } from './wishlist-item';
import { sortWishlist, type WishlistSort } from './wishlist-sort';
import { WishlistToolbar } from './wishlist-toolbar';
import { messages } from './messages';

const GRID = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
const LIST = 'flex flex-col gap-3';

/**
 * Spec 2 and 4 'Wishlist': grid or list, four sorts, optimistic removal, Add All to Cart, Start Shopping and
 * back. Duplicate product and variant pairs are collapsed by the list query itself.
 */
export function WishlistPage() {
  const navigate = useLocaleNavigate();
  const t = useMessages(messages);
  const message = useErrorMessage();
  const wishlist = useQuery(wishlistQueryOptions());
  const { remove, removing } = useRemoveFromWishlist();
  const { addAll, isAdding } = useAddAllToCart();
  const [sort, setSort] = useState<WishlistSort>('newest');
  const [view, setView] = useState<WishlistView>('grid');

  useEffect(() => {
    if (wishlist.isError) toast.error(t.loadFailed, { toastId: 'wishlist-failed' });
  }, [wishlist.isError, t]);

  const items = wishlist.data ? sortWishlist(wishlist.data, sort) : [];
  const startShopping = (
    <LocaleLink to={storePaths.home} className={buttonClass('primary', 'md')}>
      {t.startShopping}
    </LocaleLink>
  );

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="mb-5 flex items-center gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 hover:border-brand-600"
          aria-label={t.goBack}
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t.title}</h1>
          {wishlist.data && (
            <p className="text-sm text-gray-600" data-testid="wishlist-count">
              {t.items(wishlist.data.length)}
            </p>
          )}
        </div>
      </header>

      {wishlist.isPending ? (
        <WishlistSkeleton />
      ) : wishlist.isError ? (
        <ErrorState
          title={t.loadFailed}
          message={message(wishlist.error, t.loadFailed)}
          onRetry={() => void wishlist.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Heart aria-hidden="true" className="h-10 w-10" />}
          title={t.empty}
          message={t.emptyHint}
          action={startShopping}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <WishlistToolbar
            sort={sort}
            onSort={setSort}
            view={view}
            onView={setView}
            adding={isAdding}
            onAddAll={() => addAll(items)}
          />
          <ul className={view === 'grid' ? GRID : LIST} aria-label={t.wishlistItems} data-view={view}>
            {items.map((item) => {
              const key = wishlistItemKey(item);
              return (
                <li key={key}>
                  <WishlistItemCard
                    item={item}
                    view={view}
                    removing={removing.has(key)}
                    onRemove={() => remove(item)}
                  />
                </li>
              );
            })}
          </ul>
          <div className="flex justify-center pt-2">{startShopping}</div>
        </div>
      )}
    </main>
  );
}

function WishlistSkeleton() {
  const t = useMessages(messages);
  return (
    <ul className={GRID} aria-busy="true" aria-label={t.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-3">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-full" />
        </li>
      ))}
    </ul>
  );
}
