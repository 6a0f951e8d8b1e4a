import { ZAnswerSheetFileSchema } from '@yzfk/contract/calls/exam-admin';
import { describe, expect, it } from 'vitest';
import { answerSheetFileName, buildAnswerSheetFile } from './answer-sheet-file';
import type { TScreenAnswer } from './merge-answers';

describe('the downloadable 答卷 file', () => {
  it('holds every answer on the screen in the importable format', () => {
    const answers = new Map<number, TScreenAnswer>([
      [12, { chosen: [], texts: ['甲构成正当防卫'], marked: true, seq: 9, savedAt: null }],
      [
        3,
        {
          chosen: ['A', 'C'],
          texts: [],
          marked: false,
          seq: 4,
          savedAt: '2026-06-01T01:00:00.000Z',
        },
      ],
    ]);
    const sheet = buildAnswerSheetFile({
      attemptId: 77,
      ticketNo: '2026060100012',
      createdAt: 1_780_000_000_000,
      answers,
      changedAt: new Map([[12, 1_779_999_999_000]]),
    });
    // The import's own schema takes the file as it is, millisecond times included.
    expect(ZAnswerSheetFileSchema.parse(JSON.parse(JSON.stringify(sheet)))).toEqual(sheet);
    expect(sheet.format).toBe('yzfk-answer-sheet/1');
    expect(sheet.answers).toEqual([
      {
        questionId: 3,
        seq: 4,
        chosen: ['A', 'C'],
        texts: [],
        marked: false,
        changedAt: Date.parse('2026-06-01T01:00:00.000Z'),
      },
      {
        questionId: 12,
        seq: 9,
        chosen: [],
        texts: ['甲构成正当防卫'],
        marked: true,
        changedAt: 1_779_999_999_000,
      },
    ]);
    expect(answerSheetFileName(sheet)).toBe('答卷-2026060100012-77.json');
  });

  it('refuses to build a file the import would reject', () => {
    expect(() =>
      buildAnswerSheetFile({
        attemptId: 1,
        ticketNo: '2026060100012',
        createdAt: 1,
        answers: new Map([[1, { chosen: ['Z'], texts: [], marked: false, seq: 1, savedAt: null }]]),
        changedAt: new Map(),
      }),
    ).toThrow();
  });

  it('refuses a time the import would reject (after 2100), as the contract says it', () => {
    const build = () =>
      buildAnswerSheetFile({
        attemptId: 1,
        ticketNo: '2026060100012',
        createdAt: 1_780_000_000_000,
        answers: new Map([[1, { chosen: ['A'], texts: [], marked: false, seq: 1, savedAt: null }]]),
        // A device clock far off: 2100-01-01 plus one millisecond.
        changedAt: new Map([[1, 4_102_444_800_001]]),
      });
    expect(build).toThrow('修改时间超出范围');
  });
});
