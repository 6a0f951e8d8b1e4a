import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { importMindDocCall } from '@yzfk/contract/calls/mindmap';
import { api } from '../../../lib/api';
import { invalidateMindList } from './query-keys';

/** Creates a document from Markdown. */
export function importMindDoc(
  request: TCallRequest<typeof importMindDocCall>,
): Promise<TCallData<typeof importMindDocCall>> {
  return api.call(importMindDocCall, request);
}

/** Imports Markdown as a new document; my list refetches. */
export function useImportMindDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMindDoc,
    onSuccess: () => invalidateMindList(queryClient),
  });
}
