/** Query keys of the orders area, hierarchical so one invalidation refreshes an order everywhere. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => ['orders', 'list'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  tracking: (orderId: string) => ['orders', 'tracking', orderId] as const,
  reasons: (kind: 'cancel' | 'return') => ['orders', 'reasons', kind] as const,
};
