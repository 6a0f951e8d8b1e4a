import { useMutation } from '@tanstack/react-query';
import { startPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import { api } from '../../../lib/api';

/** The questions of one law article to practise, beginning with a chosen one. */
export type TArticlePractice = { lawId: number; ordinal: number; questionId: number };

/** Starts a practice session of the questions linked to a law article (法条真题). */
export async function startArticlePractice(request: TArticlePractice): Promise<TPracticeSession> {
  const { session } = await api.call(startPracticeCall, { kind: 'article', ...request });
  return session;
}

/**
 * Starting an article's practice from its panel. The question bank's own lists (records, the
 * resume card) read fresh when next opened, so nothing of theirs is invalidated from here.
 */
export function useStartArticlePractice() {
  return useMutation({ mutationFn: startArticlePractice });
}
