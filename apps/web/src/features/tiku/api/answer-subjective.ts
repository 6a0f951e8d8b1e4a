import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { answerSubjectiveCall } from '@yzfk/contract/calls/tiku-subjective';
import { api } from '../../../lib/api';
import { getSubjectiveQueryOptions } from './get-subjective';
import { tikuKeys } from './query-keys';

export type TSubjectiveAnswerReply = TCallData<typeof answerSubjectiveCall>;

/** Stores a typed answer (one text per sub-question); the reply reveals the reference answer. */
export function answerSubjective(
  questionId: number,
  answers: string[],
): Promise<TSubjectiveAnswerReply> {
  return api.call(answerSubjectiveCall, { questionId, answers });
}

/** Submitting an attempt: it joins the history and the reference answer is shown. */
export function useAnswerSubjective(questionId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getSubjectiveQueryOptions(questionId);
  return useMutation({
    mutationFn: (answers: string[]) => answerSubjective(questionId, answers),
    onSuccess: ({ attempt, solution }) => {
      queryClient.setQueryData(queryKey, (detail) =>
        detail ? { ...detail, attempts: [attempt, ...detail.attempts], solution } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: tikuKeys.subjectiveList() });
    },
  });
}
