import type { TQueueState } from '../queue/answer-queue';
import type { TScreenAnswer } from '../queue/merge-answers';

export type TSaveStatus =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'unsaved'; reason: string | null };

/** Where one question's answer stands: acknowledged (when), on its way, or held back. */
export function saveStatusOf(
  questionId: number,
  queue: TQueueState,
  answer: TScreenAnswer | undefined,
): TSaveStatus {
  const refused = queue.rejected.get(questionId);
  if (queue.pending.has(questionId)) {
    return queue.offline || queue.stopped ? { kind: 'unsaved', reason: null } : { kind: 'saving' };
  }
  if (refused) return { kind: 'unsaved', reason: refused };
  const at = queue.saved.get(questionId) ?? answer?.savedAt ?? null;
  return at ? { kind: 'saved', at } : { kind: 'none' };
}
