import { countUnreadNotifications } from '@shringar/contracts/endpoints/engagement';
import { callApi } from '~/lib/call-api';
import { useLazyQuery } from '~/lib/lazy-query';
import { useSignedIn } from '~/ui/use-signed-in';
import { notificationKeys } from './notification-keys';

/**
 * The header badge's count for a signed-in shopper (none, and no TanStack Query loaded, when signed out). It
 * refreshes when the shopper comes back to the tab and every minute, and at once when notifications are marked
 * read (the notifications page sets the same query in the shared client).
 */
export function useUnreadCount(): number {
  const signedIn = useSignedIn();
  const { data } = useLazyQuery(
    {
      queryKey: notificationKeys.unread(),
      queryFn: ({ signal }) => callApi(countUnreadNotifications, {}, { signal }),
      staleTime: 30_000,
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    },
    signedIn,
  );
  return signedIn ? (data?.unreadCount ?? 0) : 0;
}
