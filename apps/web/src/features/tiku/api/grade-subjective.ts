import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gradeSubjectiveCall } from '@yzfk/contract/calls/tiku-subjective';
import { api } from '../../../lib/api';
import { getSubjectiveQueryOptions } from './get-subjective';
import { tikuKeys } from './query-keys';

/** Records the scoring points the user achieved in an attempt (per sub-question, indexes). */
export function gradeSubjective(attemptId: number, achieved: number[][]) {
  return api.call(gradeSubjectiveCall, { attemptId, achieved });
}

/** Self-grading an attempt of a question; the attempt in the history takes its score. */
export function useGradeSubjective(questionId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getSubjectiveQueryOptions(questionId);
  return useMutation({
    mutationFn: (input: { attemptId: number; achieved: number[][] }) =>
      gradeSubjective(input.attemptId, input.achieved),
    onSuccess: ({ attempt }) => {
      queryClient.setQueryData(queryKey, (detail) =>
        detail
          ? { ...detail, attempts: detail.attempts.map((a) => (a.id === attempt.id ? attempt : a)) }
          : detail,
      );
      return queryClient.invalidateQueries({ queryKey: tikuKeys.subjectiveList() });
    },
  });
}
