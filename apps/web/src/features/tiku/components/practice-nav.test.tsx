import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PracticeNav, type TPracticeNavProps } from './practice-nav';
import { TikuConfig } from './tiku-config';

type TNavState = Omit<TPracticeNavProps, 'onGo' | 'onFinish' | 'onBackToResult'>;

function show(overrides: Partial<TNavState> = {}) {
  const state: TNavState = {
    index: 1,
    last: 2,
    answered: false,
    isRecite: false,
    finished: false,
    unanswered: 0,
    finishing: false,
    ...overrides,
  };
  const calls = {
    onGo: vi.fn<(index: number) => void>(),
    onFinish: vi.fn<() => void>(),
    onBackToResult: vi.fn<() => void>(),
  };
  render(
    <TikuConfig>
      <PracticeNav {...state} {...calls} />
    </TikuConfig>,
  );
  return calls;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the practice screen’s 题目切换', () => {
  it('moves to the question before or after', async () => {
    const user = userEvent.setup();
    const props = show();
    await user.click(button(/上一题/));
    await user.click(button(/下一题/));
    expect(props.onGo.mock.calls).toEqual([[0], [2]]);
  });

  it('has no way back from the first question', () => {
    show({ index: 0 });
    expect(button(/上一题/).hasAttribute('disabled')).toBe(true);
  });

  it('leads on with 下一题 once the question is answered', () => {
    show({ answered: true });
    expect(button(/下一题/).className).toContain('ant-btn-primary');
  });

  it('asks before 结束练习 while questions are unanswered', async () => {
    const user = userEvent.setup();
    const props = show({ unanswered: 2 });
    await user.click(button('结束练习'));
    expect(props.onFinish).not.toHaveBeenCalled();
    expect(await screen.findByText('还有 2 题未作答，确定结束练习吗？')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '结束练习' }).at(-1) as HTMLElement);
    expect(props.onFinish).toHaveBeenCalledTimes(1);
  });

  it('has no 下一题 on the last question, and finishes at once when everything is answered', async () => {
    const user = userEvent.setup();
    const practice = show({ index: 2 });
    expect(screen.queryByRole('button', { name: /下一题/ })).toBeNull();
    await user.click(button('完成练习'));
    expect(practice.onFinish).toHaveBeenCalledTimes(1);
  });

  it('says 完成背题 in 背题, unanswered questions or not', async () => {
    const user = userEvent.setup();
    const recite = show({ isRecite: true, unanswered: 3 });
    await user.click(button('完成背题'));
    expect(recite.onFinish).toHaveBeenCalledTimes(1);
  });

  it('when reviewing a finished session, offers 返回成绩 at the end instead of finishing', async () => {
    const user = userEvent.setup();
    const props = show({ index: 2, finished: true, unanswered: 1 });
    expect(screen.queryByRole('button', { name: /结束练习|完成练习/ })).toBeNull();
    await user.click(button('返回成绩'));
    expect(props.onBackToResult).toHaveBeenCalledTimes(1);
  });
});
