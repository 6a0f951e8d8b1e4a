import { ZAnswerSheetFileSchema, type TAnswerSheetFile } from '@yzfk/contract/calls/exam-admin';
import type { TScreenAnswer } from './merge-answers';
import { downloadFile } from '../../../lib/download-file';

// 下载答卷: when 交卷 keeps failing, the candidate can save every answer as a file that an
// operator imports for them (POST /flks/admin/exam/importanswers). The format is the contract's,
// times in epoch milliseconds (zEpochMs), and the file is checked against it as it is.

export type TSheetInput = {
  attemptId: number;
  ticketNo: string;
  createdAt: number;
  answers: ReadonlyMap<number, TScreenAnswer>;
  /** When each question was last changed in this browser (ms), if known. */
  changedAt: ReadonlyMap<number, number>;
};

/**
 * Builds the 答卷 file of an attempt from the answers on the screen, checked against the
 * contract's schema (so the operator's import accepts it). Questions never touched are left out.
 */
export function buildAnswerSheetFile(input: TSheetInput): TAnswerSheetFile {
  const answers = [...input.answers.entries()]
    .filter(([, answer]) => answer.seq > 0)
    .sort(([a], [b]) => a - b)
    .map(([questionId, answer]) => ({
      questionId,
      seq: answer.seq,
      chosen: answer.chosen,
      texts: answer.texts,
      marked: answer.marked,
      changedAt:
        input.changedAt.get(questionId) ??
        (answer.savedAt ? Date.parse(answer.savedAt) : input.createdAt),
    }));
  return ZAnswerSheetFileSchema.parse({
    format: 'yzfk-answer-sheet/1',
    attemptId: input.attemptId,
    ticketNo: input.ticketNo,
    createdAt: input.createdAt,
    answers,
  });
}

/** The file's name: 答卷-<准考证号>-<attempt>.json. */
export function answerSheetFileName(sheet: TAnswerSheetFile): string {
  return `答卷-${sheet.ticketNo}-${sheet.attemptId}.json`;
}

/** Offers the file to the browser as a download. */
export function downloadAnswerSheet(sheet: TAnswerSheetFile): void {
  const blob = new Blob([JSON.stringify(sheet, null, 2)], { type: 'application/json' });
  downloadFile(answerSheetFileName(sheet), blob);
}
