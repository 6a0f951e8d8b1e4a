import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { createMindDocCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';
import { invalidateMindList } from './query-keys';

/** Creates a document: blank, from a subject template, or from a tree (另存副本). */
export function createMindDoc(
  request: TCallRequest<typeof createMindDocCall>,
): Promise<TCallData<typeof createMindDocCall>> {
  return api.call(createMindDocCall, request);
}

/** Creates a document; my list refetches. */
export function useCreateMindDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMindDoc,
    onSuccess: () => invalidateMindList(queryClient),
  });
}
