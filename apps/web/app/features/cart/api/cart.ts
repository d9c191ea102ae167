import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCart } from '@shringar/contracts/endpoints/cart';
import { callApi } from '~/lib/call-api';
import { cartKeys } from './cart-count';

/** GET /cart: the lines with live prices and stock, the totals and the free-delivery banner. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => callApi(getCart, undefined, { signal }),
    staleTime: 0,
    retry: false,
  });

/**
 * The drawer's cart. Spec 2: it reloads every time the drawer opens for a signed-in shopper (the drawer mounts
 * this when it opens); a guest has no cart to ask for.
 */
export const useCart = (signedIn: boolean) =>
  useQuery({ ...cartQueryOptions(), enabled: signedIn, refetchOnMount: 'always' });
