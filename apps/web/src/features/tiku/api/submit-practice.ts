import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { api } from '../../../lib/api';
import { getPracticeQueryOptions } from './get-practice';
import { invalidateProgress } from './query-keys';

/** Ends a session; a paper is scored by its rules and comes back with every solution. */
export function submitPractice(sessionId: string): Promise<TPracticeView> {
  return api.call(submitPracticeCall, { sessionId });
}

/** Finishing a session (交卷 / 结束练习); everything that shows progress is marked stale. */
export function useSubmitPractice(sessionId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getPracticeQueryOptions(sessionId);
  return useMutation({
    mutationFn: () => submitPractice(sessionId),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKey, view);
      return invalidateProgress(queryClient);
    },
  });
}
