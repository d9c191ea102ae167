import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@shringar/contracts/address';
import { createAddress, deleteAddress, selectAddress, updateAddress } from '@shringar/contracts/endpoints/addresses';
import { callApi } from '~/lib/call-api';
import { addressKeys } from './addresses';

/** After any change the list (and its isSelected flags) is asked for again. */
function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

/** POST /address (no id) or PUT /address/{id}. */
export function useSaveAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AddressInput }) =>
      id === null ? callApi(createAddress, { body: values }) : callApi(updateAddress, { params: { id }, body: values }),
    onSuccess: refresh,
  });
}

/** DELETE /address/{id}: the server clears the selection when it was the selected one. */
export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: (id: number) => callApi(deleteAddress, { params: { id } }), onSuccess: refresh });
}

/** POST /address/select/{id}: the address checkout delivers to. */
export function useSelectAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: (id: number) => callApi(selectAddress, { params: { id } }), onSuccess: refresh });
}
