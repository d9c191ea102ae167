import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartKeys } from './cart-count';

/** The global refresh hook (inside a QueryScope): anything that changes the cart calls the function it returns. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: cartKeys.all }), [queryClient]);
}
