import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TScreenAnswer } from '../queue/merge-answers';
import { attemptView, subjectiveQuestion } from '../testing/exam-fixtures';
import { IDLE_QUEUE_STATE } from '../testing/fake-queue';
import { ExamConfig } from './exam-config';
import { ExamQuestionPane, type TExamQuestionPaneProps } from './exam-question-pane';

const SAVED: TScreenAnswer = {
  chosen: ['B'],
  texts: [],
  marked: false,
  seq: 4,
  savedAt: '2026-06-01T01:10:00.000Z',
};

function show(overrides: Partial<TExamQuestionPaneProps> = {}) {
  const props = {
    questions: attemptView().questions,
    position: 0,
    answers: new Map([[101, SAVED]]),
    queueState: IDLE_QUEUE_STATE,
    locked: false,
    keysEnabled: true,
    onChange: vi.fn(),
    onMove: vi.fn(),
    ...overrides,
  } satisfies TExamQuestionPaneProps;
  render(
    <ExamConfig>
      <ExamQuestionPane {...props} />
    </ExamConfig>,
  );
  return props;
}

describe('the question on the exam screen', () => {
  it('shows the question at the position with its answer and save status', () => {
    show();
    const question = screen.getByRole('article', { name: /第 1 题/ });
    expect(within(question).getByRole('radio', { name: /^B/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toMatch(/已保存 \d\d:\d\d:\d\d/);
    expect(screen.getByText(/1 \/ 4/)).toBeTruthy();
  });

  it('stands a placeholder in for the question while the answers load', () => {
    show({ answers: null });
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('moves with 上一题/下一题, neither past an end of the paper', async () => {
    const user = userEvent.setup();
    const first = show();
    expect(screen.getByRole('button', { name: '上一题' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(first.onMove).toHaveBeenCalledWith(1);
  });

  it('has no 下一题 on the last question', () => {
    show({ position: 3 });
    expect(screen.getByRole('button', { name: '下一题' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '上一题' }).hasAttribute('disabled')).toBe(false);
  });

  it('hands a choice on with its question, and takes the answering keys when they are on', async () => {
    const user = userEvent.setup();
    const props = show({ position: 1, answers: new Map() });
    await user.click(screen.getByRole('radio', { name: /^C/ }));
    expect(props.onChange).toHaveBeenLastCalledWith(102, {
      chosen: ['C'],
      texts: [],
      marked: false,
    });
    await user.keyboard('a');
    expect(props.onChange).toHaveBeenLastCalledWith(102, {
      chosen: ['A'],
      texts: [],
      marked: false,
    });
  });

  it('shows a 主观题 with its material', () => {
    show({ questions: [subjectiveQuestion(1)], answers: new Map() });
    expect(screen.getByRole('region', { name: '案情材料' })).toBeTruthy();
  });
});
