import { queryOptions, useQuery } from '@tanstack/react-query';
import { examReportCall } from '@yzfk/contract/calls/exam';
import type { TExamReport } from '@yzfk/contract/calls/exam-shapes';
import { api } from '../../../../lib/api';
import { reportKeys } from './report-keys';

/** Fetches the report of one finished attempt; the page shows its own errors (4815, 4709). */
export function getExamReport(attemptId: number): Promise<TExamReport> {
  return api.call(examReportCall, { attemptId }, { silent: true });
}

/** Query options of an attempt's report. */
export function getExamReportQueryOptions(attemptId: number) {
  return queryOptions({
    queryKey: reportKeys.report(attemptId),
    queryFn: () => getExamReport(attemptId),
  });
}

/** The report of an attempt (only asked for when the user is logged in). */
export function useExamReport(attemptId: number, enabled: boolean) {
  return useQuery({ ...getExamReportQueryOptions(attemptId), enabled: enabled && attemptId > 0 });
}
