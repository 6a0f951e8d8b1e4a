import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { getSubjectiveCall } from '@yzfk/contract/calls/tiku-subjective';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

export type TSubjectiveDetail = TCallData<typeof getSubjectiveCall>;

/** Fetches a subjective question, the user's attempts and (after one) the reference answer. */
export function getSubjective(questionId: number): Promise<TSubjectiveDetail> {
  return api.call(getSubjectiveCall, { questionId }, { silent: true });
}

/** Query options of one subjective question. */
export function getSubjectiveQueryOptions(questionId: number) {
  return queryOptions({
    queryKey: tikuKeys.subjectiveDetail(questionId),
    queryFn: () => getSubjective(questionId),
    enabled: questionId > 0,
  });
}

/** One subjective question with the user's attempts. */
export function useSubjective(questionId: number) {
  return useQuery(getSubjectiveQueryOptions(questionId));
}
