import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { describe, expect, it, vi } from 'vitest';
import { question, solution } from '../../../components/question/testing/question-fixtures';
import { renderWithRouter } from '../../../testing/render-with-router';
import { answer } from '../testing/tiku-fixtures';
import { PracticeQuestion, type TPracticeQuestionProps } from './practice-question';
import { TikuConfig } from './tiku-config';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const MULTIPLE: TQuestion = question(1, { type: 'multiple', solution: solution(['A', 'C']) });

function show(overrides: Partial<TPracticeQuestionProps> = {}) {
  const props = {
    question: MULTIPLE,
    number: 1,
    total: 3,
    given: undefined,
    chosen: ['A'],
    locked: false,
    judging: false,
    isRecite: false,
    onPick: vi.fn(),
    onSend: vi.fn(),
    ...overrides,
  } satisfies TPracticeQuestionProps;
  renderWithRouter(
    <TikuConfig>
      <PracticeQuestion {...props} />
    </TikuConfig>,
  );
  return props;
}

describe('a question of a chapter session', () => {
  it('offers 提交答案 for a multiple choice still open, with the options so far', async () => {
    const user = userEvent.setup();
    const props = show();
    expect(screen.getByRole('heading', { name: /第 1 题/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^C/ }));
    expect(props.onPick).toHaveBeenCalledWith('C');
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(props.onSend).toHaveBeenCalledWith(['A']);
    expect(screen.queryByText('解析')).toBeNull();
  });

  it('has no 提交答案 for a single choice (a click answers it)', () => {
    show({ question: question(1), chosen: [] });
    expect(screen.queryByRole('button', { name: '提交答案' })).toBeNull();
  });

  it('says 判题中 while the server judges, and shows no verdict yet', () => {
    show({ locked: true, judging: true });
    expect(screen.getByRole('status').textContent).toBe('判题中…');
    expect(screen.queryByRole('button', { name: '提交答案' })).toBeNull();
    expect(screen.queryByText(/回答/)).toBeNull();
  });

  it('once judged, shows the verdict and the explanation', () => {
    show({ given: answer(1, ['A'], false), chosen: ['A'], locked: true });
    expect(screen.getByText('回答错误')).toBeTruthy();
    expect(screen.getByText('本题答案为 AC，依据相关规定。')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^C/ }).getAttribute('data-state')).toBe('right');
  });

  it('in 背题 shows the answer with the question and marks no choice', () => {
    show({ isRecite: true, locked: true, chosen: ['B'] });
    expect(screen.getByText('正确答案：')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^B/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText(/回答/)).toBeNull();
  });
});
