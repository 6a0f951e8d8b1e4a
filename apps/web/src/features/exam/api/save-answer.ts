import { saveExamAnswerCall } from '@yzfk/contract/calls/exam';
import { OPTION_KEYS } from '@yzfk/contract/calls/tiku-shapes';
import { api } from '../../../lib/api';
import type { TQueuedSave, TSaveResult } from '../queue/answer-queue';
import { EXAM_ERROR, errorText, hasCode, isRefusedForGood } from './exam-errors';

type TOptionKey = (typeof OPTION_KEYS)[number];

function isOptionKey(key: string): key is TOptionKey {
  return (OPTION_KEYS as readonly string[]).includes(key);
}

/** The save queue's transport: one save, its result classified for the queue. */
export async function sendExamSave(attemptId: number, save: TQueuedSave): Promise<TSaveResult> {
  try {
    const reply = await api.call(
      saveExamAnswerCall,
      {
        attemptId,
        questionId: save.questionId,
        seq: save.seq,
        chosen: save.chosen.filter(isOptionKey),
        texts: save.texts,
        marked: save.marked,
        changedAt: save.changedAt,
      },
      { silent: true },
    );
    return { kind: 'saved', savedAt: reply.savedAt, serverTime: reply.serverTime };
  } catch (error) {
    if (hasCode(error, EXAM_ERROR.superseded)) return { kind: 'superseded' };
    if (hasCode(error, EXAM_ERROR.timeOver)) return { kind: 'closed', reason: 'timeOver' };
    if (hasCode(error, EXAM_ERROR.finished)) return { kind: 'closed', reason: 'finished' };
    if (hasCode(error, EXAM_ERROR.loginRequired)) return { kind: 'loginRequired' };
    if (isRefusedForGood(error)) return { kind: 'rejected', message: errorText(error) };
    return { kind: 'failed' };
  }
}
