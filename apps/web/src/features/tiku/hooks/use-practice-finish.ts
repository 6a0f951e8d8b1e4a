import { useNavigate } from 'react-router';
import { practiceHref } from '@yzfk/contract/paths';
import { useStartPractice } from '../api/start-practice';
import { useSubmitPractice } from '../api/submit-practice';

/** How many wrong answers 重做错题 takes into its new session. */
const REDO_MISTAKES_COUNT = 20;

export type TPracticeFinish = {
  /** 结束练习 / 完成练习: submits the session (the page then shows the finish screen). */
  finish: () => void;
  finishing: boolean;
  /** 重做错题: a new session of the wrong-answer book, opened in place of this one. */
  redoMistakes: () => void;
  redoing: boolean;
};

/** Ending a chapter (mistakes, favourites) session, and going on from its finish screen. */
export function usePracticeFinish(sessionId: string): TPracticeFinish {
  const navigate = useNavigate();
  const submit = useSubmitPractice(sessionId);
  const redo = useStartPractice();
  return {
    finish: () => submit.mutate(),
    finishing: submit.isPending,
    redoMistakes: () =>
      redo.mutate(
        { kind: 'mistakes', count: REDO_MISTAKES_COUNT },
        { onSuccess: ({ session: next }) => void navigate(practiceHref(next)) },
      ),
    redoing: redo.isPending,
  };
}
