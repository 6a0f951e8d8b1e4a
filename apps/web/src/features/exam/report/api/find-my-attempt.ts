import { queryOptions, useQuery } from '@tanstack/react-query';
import { myExamAttemptsCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../../lib/api';
import { reportKeys } from './report-keys';

/** How far back the report looks for an unfinished attempt: the newest attempts come first. */
const LOOKUP_SIZE = 50;

/**
 * The exam and variant of one of the caller's attempts, from their newest attempts: where a
 * report that is not ready yet (4815) sends the candidate back to. Null when not among them.
 */
export async function findMyAttempt(attemptId: number) {
  const { list } = await api.call(
    myExamAttemptsCall,
    { page: 1, pageSize: LOOKUP_SIZE },
    { silent: true },
  );
  return list.find((attempt) => attempt.id === attemptId) ?? null;
}

/** Query options of the lookup of one attempt among the caller's. */
export function findMyAttemptQueryOptions(attemptId: number) {
  return queryOptions({
    queryKey: [...reportKeys.attempts(), attemptId],
    queryFn: () => findMyAttempt(attemptId),
  });
}

/** The attempt's exam, looked up only when the report says it is not ready. */
export function useMyAttempt(attemptId: number, enabled: boolean) {
  return useQuery({ ...findMyAttemptQueryOptions(attemptId), enabled });
}
