import type { ReturnRequestBody } from '@shringar/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestReturn } from '@shringar/contracts/endpoints/orders';
import { callApi } from '~/lib/call-api';
import { orderKeys } from './order-keys';

/**
 * POST /return/request for one item of a delivered order, with its photos; the details then say whether more
 * can be returned.
 */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderItemId: number; reasonId: number; comment: string; photos: File[] }) => {
      const fields = {
        orderId,
        orderItemId: input.orderItemId,
        reasonId: input.reasonId,
        ...(input.comment.trim() ? { comment: input.comment.trim() } : {}),
      };
      if (!input.photos.length) return callApi(requestReturn, { body: fields });
      // Photos go as multipart/form-data: the same fields, and each file under `photos`.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
      for (const photo of input.photos) form.append('photos', photo, photo.name);
      return callApi(requestReturn, { body: form as unknown as ReturnRequestBody });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
