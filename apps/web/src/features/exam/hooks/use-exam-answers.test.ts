import { act, renderHook } from '@testing-library/react';
import type { TAttemptView } from '@yzfk/contract/calls/exam-shapes';
import { describe, expect, it, vi } from 'vitest';
import type { TQueuedSave } from '../queue/answer-queue';
import { downloadAnswerSheet } from '../queue/answer-sheet-file';
import type * as SheetFile from '../queue/answer-sheet-file';
import { ATTEMPT_ID, TICKET, attemptView, storedAnswer } from '../testing/exam-fixtures';
import { fakeQueue } from '../testing/fake-queue';
import { useExamAnswers } from './use-exam-answers';

// The file itself is answer-sheet-file.test.ts's; here, which answers go into it.
vi.mock('../queue/answer-sheet-file', async (importOriginal) => ({
  ...(await importOriginal<typeof SheetFile>()),
  downloadAnswerSheet: vi.fn(),
}));

const CHANGED_AT = 1_780_000_000_000;

function setUp(overrides: Partial<TAttemptView> = {}) {
  const view = { ...attemptView(overrides), receivedAt: Date.now() };
  const queue = fakeQueue(view.lastSeq, () => CHANGED_AT);
  const hook = renderHook(
    (props: { restored: TQueuedSave[] | null; answering: boolean }) =>
      useExamAnswers(view, { queue, restored: props.restored }, props.answering),
    { initialProps: { restored: null as TQueuedSave[] | null, answering: true } },
  );
  return { queue, hook, now: () => hook.result.current };
}

const choice = (chosen: string[], marked = false) => ({ chosen, texts: [], marked });

describe('useExamAnswers', () => {
  it('waits for the queue, then shows the server’s answers with newer unsent ones on top', () => {
    const { hook, now } = setUp({
      answers: [storedAnswer(101, ['A'], 5), storedAnswer(102, ['B'], 6)],
      lastSeq: 6,
    });
    expect(now().answers).toBeNull();
    hook.rerender({
      restored: [{ questionId: 101, seq: 8, ...choice(['D']), changedAt: 1 }],
      answering: true,
    });
    expect(now().answers?.get(101)).toMatchObject({ chosen: ['D'], seq: 8, savedAt: null });
    expect(now().answers?.get(102)).toMatchObject({ chosen: ['B'], seq: 6 });
    expect(now().counts).toEqual({ unanswered: 2, marked: 0 });
  });

  it('shows a change at once, numbered by the queue and not yet saved, and counts it', () => {
    const { queue, hook, now } = setUp({ lastSeq: 12 });
    hook.rerender({ restored: [], answering: true });
    act(() => now().change(103, choice(['A', 'C'], true)));
    expect(queue.changes).toEqual([expect.objectContaining({ questionId: 103, seq: 13 })]);
    expect(now().answers?.get(103)).toEqual({
      ...choice(['A', 'C'], true),
      seq: 13,
      savedAt: null,
    });
    expect(now().counts).toEqual({ unanswered: 3, marked: 1 });
  });

  it('takes no change before the queue has loaded or once answering has stopped', () => {
    const { queue, hook, now } = setUp();
    act(() => now().change(101, choice(['A'])));
    hook.rerender({ restored: [], answering: false });
    act(() => now().change(101, choice(['A'])));
    expect(queue.changes).toEqual([]);
    expect(now().answers?.size).toBe(0);
  });

  it('offers the answers on screen as the 答卷 file, with when each was changed here', () => {
    const { hook, now } = setUp({ answers: [storedAnswer(101, ['A'], 3)], lastSeq: 3 });
    hook.rerender({ restored: [], answering: true });
    act(() => now().change(102, choice(['C'])));
    now().downloadSheet();
    expect(vi.mocked(downloadAnswerSheet)).toHaveBeenCalledWith(
      expect.objectContaining({
        format: 'yzfk-answer-sheet/1',
        attemptId: ATTEMPT_ID,
        ticketNo: TICKET,
        answers: [
          expect.objectContaining({ questionId: 101, seq: 3, chosen: ['A'] }),
          expect.objectContaining({
            questionId: 102,
            seq: 4,
            chosen: ['C'],
            changedAt: CHANGED_AT,
          }),
        ],
      }),
    );
  });
});
