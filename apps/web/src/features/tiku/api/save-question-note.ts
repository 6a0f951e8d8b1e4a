import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveQuestionNoteCall } from '@yzfk/contract/calls/tiku-personal';
import { api } from '../../../lib/api';
import { updateQuestionInSessions } from './get-practice';

export type TNoteInput = { questionId: number; text: string };

/** Saves the user's note on a question; empty text deletes it. */
export function saveQuestionNote(input: TNoteInput) {
  return api.call(saveQuestionNoteCall, input);
}

/** Saving a note; open sessions show the saved text. */
export function useSaveQuestionNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestionNote,
    onSuccess: ({ note }, { questionId }) =>
      updateQuestionInSessions(queryClient, questionId, (q) => ({ ...q, note })),
  });
}
