import { useCallback, useMemo, useState } from 'react';
import type { TReceivedAttempt } from '../api/start-exam';
import type { TAnswerQueue, TAnswerValue, TQueuedSave } from '../queue/answer-queue';
import { buildAnswerSheetFile, downloadAnswerSheet } from '../queue/answer-sheet-file';
import { isAnswered, mergeAnswers, type TScreenAnswer } from '../queue/merge-answers';

export type TExamAnswers = {
  /** The answers on screen by question id; null until the queue has loaded what it kept. */
  answers: ReadonlyMap<number, TScreenAnswer> | null;
  /** Shows a change at once and hands it to the queue; ignored while input is closed. */
  change: (questionId: number, next: TAnswerValue) => void;
  /** For the 交卷 summary. */
  counts: { unanswered: number; marked: number };
  /** Offers every answer on screen as the 答卷 file (下载答卷). */
  downloadSheet: () => void;
};

/**
 * The answers of the attempt on screen: the server's, with this browser's newer unsent changes
 * on top once the queue has loaded them, then every change as the candidate makes it.
 */
export function useExamAnswers(
  view: TReceivedAttempt,
  queue: { queue: TAnswerQueue | null; restored: TQueuedSave[] | null },
  answering: boolean,
): TExamAnswers {
  const [answers, setAnswers] = useState<Map<number, TScreenAnswer> | null>(null);
  // When each question was last changed here, for the 答卷 file.
  const [changedAt] = useState(() => new Map<number, number>());

  // Once the queue has loaded what this browser kept, the screen shows the server's answers
  // with any newer local change on top.
  if (answers === null && queue.restored !== null) {
    setAnswers(mergeAnswers(view.answers, queue.restored));
  }

  const locked = !answering || answers === null || queue.queue === null;
  const saves = queue.queue;
  const change = useCallback(
    (questionId: number, next: TAnswerValue) => {
      if (locked || !saves) return;
      const save = saves.change(questionId, next);
      changedAt.set(questionId, save.changedAt);
      setAnswers((old) => {
        const map = new Map(old ?? []);
        map.set(questionId, { ...next, seq: save.seq, savedAt: null });
        return map;
      });
    },
    [changedAt, locked, saves],
  );

  const counts = useMemo(() => {
    let unanswered = 0;
    let marked = 0;
    for (const q of view.questions) {
      const answer = answers?.get(q.id);
      if (!isAnswered(answer)) unanswered += 1;
      if (answer?.marked) marked += 1;
    }
    return { unanswered, marked };
  }, [answers, view.questions]);

  function downloadSheet() {
    downloadAnswerSheet(
      buildAnswerSheetFile({
        attemptId: view.attempt.id,
        ticketNo: view.candidate.ticketNo,
        createdAt: Date.now(),
        answers: answers ?? new Map(),
        changedAt,
      }),
    );
  }

  return { answers, change, counts, downloadSheet };
}
