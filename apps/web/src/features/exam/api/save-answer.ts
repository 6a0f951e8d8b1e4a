import { saveExamAnswerCall } from '@yzfk/contract/calls/exam';
import { OPTION_KEYS } from '@yzfk/contract/calls/tiku-shapes';
import { E } from '@yzfk/contract/error-codes';
import { api } from '../../../lib/api';
import type { TQueuedSave, TSaveResult } from '../queue/answer-queue';
import { errorText, hasCode, isRefusedForGood } from './exam-errors';

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
    if (hasCode(error, E.answerSuperseded)) return { kind: 'superseded' };
    if (hasCode(error, E.examTimeOver)) return { kind: 'closed', reason: 'timeOver' };
    if (hasCode(error, E.attemptFinished)) return { kind: 'closed', reason: 'finished' };
    if (hasCode(error, E.examLoginRequired)) return { kind: 'loginRequired' };
    if (isRefusedForGood(error)) return { kind: 'rejected', message: errorText(error) };
    return { kind: 'failed' };
  }
}
