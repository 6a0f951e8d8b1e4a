import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { deleteMindDocCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';
import { invalidateMindList } from './query-keys';

/** Deletes my document. */
export function deleteMindDoc(
  request: TCallRequest<typeof deleteMindDocCall>,
): Promise<TCallData<typeof deleteMindDocCall>> {
  return api.call(deleteMindDocCall, request);
}

/** Deletes my document; my list refetches. */
export function useDeleteMindDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMindDoc,
    onSuccess: () => invalidateMindList(queryClient),
  });
}
