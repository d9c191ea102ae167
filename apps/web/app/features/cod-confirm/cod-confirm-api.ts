import type { CodLinkProof } from '@shringar/contracts/cod-confirmation';
import { cancelCodByLink, confirmCodByLink, getCodConfirmation } from '@shringar/contracts/endpoints/cod-confirmation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';

const key = (orderId: string) => ['cod-confirmation', orderId] as const;

/** GET /cod-confirmation/{id}: the order the link is for, read with the link's own proof (no session). */
export const useCodConfirmation = (orderId: string, proof: CodLinkProof) =>
  useQuery({
    queryKey: key(orderId),
    queryFn: ({ signal }) => callApi(getCodConfirmation, { params: { id: orderId }, query: proof }, { signal }),
    retry: false,
  });

/** Confirm or cancel by the link: the answer is the order as it now stands, shown at once. */
export function useCodDecision(orderId: string, proof: CodLinkProof) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'confirm' | 'cancel') =>
      callApi(decision === 'confirm' ? confirmCodByLink : cancelCodByLink, { params: { id: orderId }, body: proof }),
    onSuccess: (view) => queryClient.setQueryData(key(orderId), view),
  });
}
