import { createContext, type ReactNode, useContext } from 'react';
import type { LazyQueryResult } from '~/lib/lazy-query';
import type { WishlistItem } from '@shringar/contracts/wishlist';
import { useWishlistList } from './api/wishlist';

type SharedList = { signedIn: boolean; list: LazyQueryResult<WishlistItem[]> };

const WishlistScopeContext = createContext<SharedList | null>(null);

/**
 * One wishlist observer for a whole grid: its hearts read the list from here instead of holding an observer each
 * (a page of 24 cards made 24 subscriptions, each re-rendering its card when the list changed).
 */
export function WishlistScope({ children }: { children: ReactNode }) {
  const shared = useWishlistList(true);
  return <WishlistScopeContext.Provider value={shared}>{children}</WishlistScopeContext.Provider>;
}

/** The grid's list when the heart sits in a WishlistScope, else an observer of its own (the product page). */
export function useSharedWishlistList(): SharedList {
  const scoped = useContext(WishlistScopeContext);
  const own = useWishlistList(scoped === null);
  return scoped ?? own;
}
