import { useQuery } from '@tanstack/react-query';
import { getQuestionDetailCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';

/** One question as the question bank shows it (a note on it links back here). */
export function useNoteQuestion(questionId: number | null) {
  return useQuery({
    queryKey: ['notes', 'question', questionId] as const,
    queryFn: () => api.call(getQuestionDetailCall, { questionId: questionId ?? 0 }),
    enabled: questionId !== null,
  });
}
