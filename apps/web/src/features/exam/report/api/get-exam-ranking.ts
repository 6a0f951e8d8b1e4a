import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { examRankingCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../../lib/api';
import { reportKeys } from './report-keys';

export type TExamRanking = TCallData<typeof examRankingCall>;

/** How many of the top scores the report lists. */
export const RANKING_LIMIT = 20;

/** Fetches the top scores of an exam's paper (names masked by the server) and the caller's place. */
export function getExamRanking(examId: number, paperId: number): Promise<TExamRanking> {
  return api.call(examRankingCall, { examId, paperId, limit: RANKING_LIMIT });
}

/** Query options of a paper's ranking. */
export function getExamRankingQueryOptions(examId: number, paperId: number) {
  return queryOptions({
    queryKey: reportKeys.ranking(examId, paperId),
    queryFn: () => getExamRanking(examId, paperId),
  });
}

/** A paper's ranking, asked for once the report has a standing (the exam has closed). */
export function useExamRanking(examId: number, paperId: number, enabled: boolean) {
  return useQuery({ ...getExamRankingQueryOptions(examId, paperId), enabled });
}
