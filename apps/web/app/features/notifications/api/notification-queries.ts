import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotificationsRead } from '@shringar/contracts/endpoints/engagement';
import type { Notification } from '@shringar/contracts/engagement';
import { callApi } from '~/lib/call-api';

import { notificationKeys } from './notification-keys';

export { notificationKeys };

/**
 * GET /notifications: the latest 100, newest first; asked again on every visit. Asked without paging parameters
 * the API answers the spec's plain list; a page's `items` are read the same way.
 */
export const useNotifications = () =>
  useQuery(
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: async ({ signal }) => {
        const answer = await callApi(listNotifications, {}, { signal });
        return Array.isArray(answer) ? answer : answer.items;
      },
      staleTime: 0,
    }),
  );

function markInList(queryClient: QueryClient, ids: number[] | undefined) {
  queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) =>
    list?.map((n) => (ids === undefined || ids.includes(n.id) ? { ...n, isRead: true } : n)),
  );
}

/** POST /notifications/mark-read: the given ones, or all; the list and the badge take the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => callApi(markNotificationsRead, { body: ids ? { ids } : {} }),
    onSuccess: (answer, ids) => {
      markInList(queryClient, ids);
      queryClient.setQueryData(notificationKeys.unread(), answer);
    },
  });
}
