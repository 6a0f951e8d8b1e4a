import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { TQueueState } from '../queue/answer-queue';
import type { TScreenAnswer } from '../queue/merge-answers';
import { clockTime } from '../utils/exam-format';

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

/** 已保存 09:31:05 / 保存中 / 未保存, beside the question. */
export function SaveStatus({ status }: { status: TSaveStatus }) {
  if (status.kind === 'none') return null;
  return (
    <span
      role="status"
      aria-live="polite"
      className={`exam-save exam-save--${status.kind}`}
      data-testid="save-status"
    >
      {status.kind === 'saved' ? (
        <>
          <CheckCircleOutlined aria-hidden /> 已保存 {clockTime(status.at)}
        </>
      ) : status.kind === 'saving' ? (
        <>
          <SyncOutlined spin aria-hidden /> 保存中
        </>
      ) : (
        <>
          <CloseCircleOutlined aria-hidden /> 未保存{status.reason ? `：${status.reason}` : ''}
        </>
      )}
    </span>
  );
}
