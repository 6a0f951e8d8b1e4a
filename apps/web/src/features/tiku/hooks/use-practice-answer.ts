import type { TPracticeAnswer, TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { E } from '@yzfk/contract/error-codes';
import { ApiError } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { useAnswerPractice } from '../api/answer-practice';
import { getPracticeQueryOptions } from '../api/get-practice';

/** Codes after which the page's copy of the session is out of date and is fetched again. */
const STALE_SESSION_CODES = new Set<number>([E.alreadyAnswered, E.sessionFinished]);

export type TPracticeAnswerOptions = {
  sessionId: string;
  /** The question on screen (none in an empty session) and its judged answer, if any. */
  question: TQuestion | undefined;
  given: TPracticeAnswer | undefined;
  /** 背题, or a finished session: nothing to answer. */
  readOnly: boolean;
};

export type TPracticeAnswering = {
  /** The options shown as chosen: the judged answer, else the user's choice so far. */
  chosen: string[];
  /** No more input: answered, being judged, or read-only. */
  locked: boolean;
  /** The server is judging the answer. */
  judging: boolean;
  /** Picks an option: single choice is sent at once, multiple choice toggles it. */
  pick: (key: string) => void;
  /** Sends these options as the answer (提交答案), or asks for one if there is none. */
  send: (keys: string[]) => void;
};

/**
 * Answering the question on screen in 练习: the choice so far, sent to be judged; the answer and
 * explanation appear once the server has judged, from the session's cache.
 */
export function usePracticeAnswer({
  sessionId,
  question,
  given,
  readOnly,
}: TPracticeAnswerOptions): TPracticeAnswering {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const answer = useAnswerPractice(sessionId);
  const [selection, setSelection] = useState<Record<number, string[]>>({});
  const locked = readOnly || given !== undefined || answer.isPending;
  const chosen = given?.chosen ?? (question ? selection[question.id] : undefined) ?? [];

  const send = (keys: string[]) => {
    if (!question) return;
    if (keys.length === 0) {
      void message.warning('请选择答案');
      return;
    }
    answer.mutate(
      { questionId: question.id, chosen: keys },
      {
        onError: (error) => {
          if (error instanceof ApiError && STALE_SESSION_CODES.has(error.code)) {
            void queryClient.invalidateQueries({
              queryKey: getPracticeQueryOptions(sessionId).queryKey,
            });
          }
        },
      },
    );
  };

  const pick = (key: string) => {
    if (!question || locked || !question.options.some((option) => option.key === key)) return;
    if (question.type === 'single') {
      setSelection((current) => ({ ...current, [question.id]: [key] }));
      send([key]);
      return;
    }
    const next = chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key];
    setSelection((current) => ({ ...current, [question.id]: next }));
  };

  return { chosen, locked, judging: answer.isPending, pick, send };
}
