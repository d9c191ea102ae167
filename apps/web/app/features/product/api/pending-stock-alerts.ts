import { listPendingStockAlerts } from '@shringar/contracts/endpoints/stock-alerts';
import type { PendingStockAlerts } from '@shringar/contracts/stock-alerts';
import { callApi } from '~/lib/call-api';
import { loadedQueryRuntime, useLazyQuery } from '~/lib/lazy-query';
import { useSignedIn } from '~/ui/use-signed-in';

/** GET /stock-alerts?productId=: the variants of the product the signed-in shopper already asked to hear about. */
const pendingStockAlertsQueryOptions = (productId: number) => ({
  queryKey: ['stock-alerts', 'pending', productId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(listPendingStockAlerts, { query: { productId } }, { signal }),
  // An alert goes out (and leaves the list) when the stock comes back: asked afresh each time the button shows.
  staleTime: 0,
});

/**
 * Whether the signed-in shopper's alert for this variant is still waiting: read in the browser after hydration,
 * so the server's page (cached and shared by every visitor) stays the same for all. False until it has loaded.
 */
export function usePendingStockAlert(productId: number, variantId: number): boolean {
  const signedIn = useSignedIn();
  const pending = useLazyQuery(pendingStockAlertsQueryOptions(productId), signedIn);
  return signedIn && (pending.data?.some((alert) => alert.variantId === variantId) ?? false);
}

/** After a new request: the cached list learns it, so choosing another variant and back still shows it asked. */
export function rememberPendingStockAlert(productId: number, variantId: number, requestedAt: string) {
  loadedQueryRuntime()
    ?.browserQueryClient()
    .setQueryData<PendingStockAlerts>(pendingStockAlertsQueryOptions(productId).queryKey, (old) =>
      old?.some((alert) => alert.variantId === variantId) ? old : [...(old ?? []), { variantId, requestedAt }],
    );
}
