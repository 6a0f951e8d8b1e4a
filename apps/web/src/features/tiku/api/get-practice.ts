import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import type { TPracticeView, TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { api } from '../../../lib/api';
import { tikuKeys } from './query-keys';

/** The key every practice session query starts with. */
/** Fetches a session with its questions and the answers given so far. */
export function getPractice(sessionId: string): Promise<TPracticeView> {
  return api.call(getPracticeCall, { sessionId }, { silent: true });
}

/**
 * Query options of a session. The page keeps it up to date from the answers' replies, so it is
 * never refetched behind the user's back (which could move them while answering).
 */
export function getPracticeQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [...tikuKeys.practice(), sessionId],
    queryFn: () => getPractice(sessionId),
    staleTime: Infinity,
    enabled: sessionId !== '',
  });
}

/** A practice session to show or resume. */
export function usePractice(sessionId: string) {
  return useQuery(getPracticeQueryOptions(sessionId));
}

/** Changes one question in every cached session that holds it (favourite, note). */
export function updateQuestionInSessions(
  queryClient: QueryClient,
  questionId: number,
  change: (question: TQuestion) => TQuestion,
): void {
  queryClient.setQueriesData<TPracticeView>({ queryKey: tikuKeys.practice() }, (view) =>
    view && view.questions.some((q) => q.id === questionId)
      ? { ...view, questions: view.questions.map((q) => (q.id === questionId ? change(q) : q)) }
      : view,
  );
}
