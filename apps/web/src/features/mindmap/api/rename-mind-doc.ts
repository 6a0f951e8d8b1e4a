import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { renameMindDocCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';
import { invalidateMindList } from './query-keys';

/** Renames my document. */
export function renameMindDoc(
  request: TCallRequest<typeof renameMindDocCall>,
): Promise<TCallData<typeof renameMindDocCall>> {
  return api.call(renameMindDocCall, request);
}

/** Renames my document; my list refetches. */
export function useRenameMindDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMindDoc,
    onSuccess: () => invalidateMindList(queryClient),
  });
}
