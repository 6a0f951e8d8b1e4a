import type { TPracticeAnswer, TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import type { TAnswerStatus } from '../../../components/question/answer-sheet';

/** Whether two option sets hold the same letters, in any order. */
export function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((key) => set.has(key));
}

/**
 * The status of a question: right or wrong once judged (the server's isCorrect, else the chosen
 * options against the solution), merely answered while a paper is still open.
 */
export function statusOf(question: TQuestion, answer: TPracticeAnswer | undefined): TAnswerStatus {
  if (!answer) return 'unanswered';
  if (answer.isCorrect !== null) return answer.isCorrect ? 'right' : 'wrong';
  if (question.solution) {
    return sameOptions(answer.chosen, question.solution.answer) ? 'right' : 'wrong';
  }
  return 'answered';
}

/** Answers of a session by question id. */
export function answersById(answers: readonly TPracticeAnswer[]): Map<number, TPracticeAnswer> {
  return new Map(answers.map((answer) => [answer.questionId, answer]));
}
