import type { TExamAnswer } from '@yzfk/contract/calls/exam-shapes';
import type { TAnswerValue, TQueuedSave } from './answer-queue';

/** One question's answer on the screen, with the number of the change it comes from. */
export type TScreenAnswer = TAnswerValue & {
  seq: number;
  /** When the server acknowledged it; null while only the browser holds it. */
  savedAt: string | null;
};

/**
 * The answers to show on load or resume: the server's acknowledged answers, then any change
 * still queued in this browser that is newer (a higher number) on top. A queued change the
 * server already has (or has a newer one than) is left out.
 */
export function mergeAnswers(
  server: readonly TExamAnswer[],
  queued: readonly TQueuedSave[],
): Map<number, TScreenAnswer> {
  const merged = new Map<number, TScreenAnswer>();
  for (const answer of server) {
    merged.set(answer.questionId, {
      chosen: answer.chosen,
      texts: answer.texts,
      marked: answer.marked,
      seq: answer.seq,
      savedAt: answer.savedAt,
    });
  }
  for (const change of [...queued].sort((a, b) => a.seq - b.seq)) {
    const known = merged.get(change.questionId);
    if (known && known.seq >= change.seq) continue;
    merged.set(change.questionId, {
      chosen: change.chosen,
      texts: change.texts,
      marked: change.marked,
      seq: change.seq,
      savedAt: null,
    });
  }
  return merged;
}

/** Whether a question counts as answered (a choice, or any text typed). */
export function isAnswered(answer: TAnswerValue | undefined): boolean {
  if (!answer) return false;
  return answer.chosen.length > 0 || answer.texts.some((text) => text.trim() !== '');
}
