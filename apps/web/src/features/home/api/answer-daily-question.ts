import { useMutation } from '@tanstack/react-query';
import type { TCallData, TCallRequest } from '@yzfk/contract/call';
import { answerDailyQuestionCall } from '@yzfk/contract/calls/home-sections';
import { api } from '../../../lib/api';

export type TDailyAnswerRequest = TCallRequest<typeof answerDailyQuestionCall>;
export type TDailyAnswer = TCallData<typeof answerDailyQuestionCall>;

/** Sends an answer to 每日一题; the server says whether it is right and only now the solution. */
export function answerDailyQuestion(request: TDailyAnswerRequest): Promise<TDailyAnswer> {
  return api.call(answerDailyQuestionCall, request);
}

/** Answering the daily question (nothing cached changes: the question stays the day's). */
export function useAnswerDailyQuestion() {
  return useMutation({ mutationFn: answerDailyQuestion });
}
