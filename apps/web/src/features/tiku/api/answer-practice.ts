import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallData } from '@yzfk/contract/call';
import { answerPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import { OPTION_KEYS, type TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { api } from '../../../lib/api';
import { getPracticeQueryOptions } from './get-practice';
import { invalidateProgress } from './query-keys';

export type TAnswerReply = TCallData<typeof answerPracticeCall>;
export type TAnswerInput = { questionId: number; chosen: string[] };

type TOptionKey = (typeof OPTION_KEYS)[number];

function isOptionKey(key: string): key is TOptionKey {
  return (OPTION_KEYS as readonly string[]).includes(key);
}

/** Sends the user's answer to one question of a session; the server checks it. */
export function answerPractice(sessionId: string, input: TAnswerInput): Promise<TAnswerReply> {
  return api.call(answerPracticeCall, {
    sessionId,
    questionId: input.questionId,
    chosen: input.chosen.filter(isOptionKey),
  });
}

/** The session with an answer's reply folded in: the answer, the solution and the counts. */
export function withAnswer(view: TPracticeView, reply: TAnswerReply): TPracticeView {
  const { answer, solution, session } = reply;
  return {
    session,
    questions: view.questions.map((question) =>
      question.id === answer.questionId && solution ? { ...question, solution } : question,
    ),
    answers: [...view.answers.filter((a) => a.questionId !== answer.questionId), answer],
  };
}

/**
 * Answering in a session. The session's cache takes the reply (so feedback shows only once the
 * server has judged); progress elsewhere (catalogue, wrong-answer book, records) is marked stale.
 */
export function useAnswerPractice(sessionId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getPracticeQueryOptions(sessionId);
  return useMutation({
    mutationFn: (input: TAnswerInput) => answerPractice(sessionId, input),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKey, (view) => (view ? withAnswer(view, reply) : view));
      return invalidateProgress(queryClient);
    },
  });
}
