import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptView } from '../testing/exam-fixtures';
import { ExamConfig } from './exam-config';
import { ExamScreenBar, type TExamScreenBarProps } from './exam-screen-bar';

const NOW = Date.parse('2026-06-01T01:00:00.000Z');

function show(overrides: Partial<TExamScreenBarProps> = {}) {
  const props = {
    view: attemptView(),
    deadline: NOW + 65 * 60_000 + 9_000,
    onTimeUp: vi.fn(),
    fontSize: 'medium',
    onFontSize: vi.fn(),
    submitDisabled: false,
    onSubmit: vi.fn(),
    ...overrides,
  } satisfies TExamScreenBarProps;
  render(
    <ExamConfig>
      <ExamScreenBar {...props} />
    </ExamConfig>,
  );
  return props;
}

describe('the exam screen’s top bar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the paper and the candidate and counts down to the deadline it is given', () => {
    show();
    expect(screen.getByText('2026 年第一次全真模考')).toBeTruthy();
    expect(screen.getByText('试卷一')).toBeTruthy();
    expect(screen.getByLabelText('考生信息').textContent).toBe('考生张三准考证号2026060100012');
    expect(screen.getByRole('timer', { name: '剩余时间' }).textContent).toContain('1:05:09');
  });

  it('changes the font size, and hands in only when 交卷 is on', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const props = show();
    await user.click(screen.getByText('大'));
    expect(props.onFontSize).toHaveBeenCalledWith('large');
    await user.click(screen.getByRole('button', { name: '交卷' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps 交卷 off while answering is closed', () => {
    show({ submitDisabled: true });
    expect(screen.getByRole('button', { name: '交卷' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers 法条检索 only where the screen gives it (主观题)', async () => {
    show();
    expect(screen.queryByRole('button', { name: /法条检索/ })).toBeNull();
    const onLawSearch = vi.fn();
    show({ onLawSearch });
    await userEvent.setup().click(screen.getByRole('button', { name: /法条检索/ }));
    expect(onLawSearch).toHaveBeenCalledTimes(1);
  });
});
