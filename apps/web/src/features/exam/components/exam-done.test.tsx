import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { ATTEMPT_ID, EXAM_ID } from '../testing/exam-fixtures';
import { ExamDone, TIME_UP_NOTICE_MS, type TExamDoneProps } from './exam-done';
import { paths } from '@yzfk/contract/paths';

const PATH = paths.obt.examination.href({ examId: EXAM_ID, paperId: 9 });

function show(overrides: Partial<TExamDoneProps> = {}) {
  const onDownload = vi.fn();
  const { router } = renderWithRouter(
    <ExamDone
      phase="submitted"
      attemptId={ATTEMPT_ID}
      examId={EXAM_ID}
      variant="obt"
      subject="2026 年第一次全真模考 · 试卷一"
      unsent={0}
      onDownload={onDownload}
      {...overrides}
    />,
    PATH,
  );
  return { router, onDownload };
}

describe('the end of the answering screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says 交卷成功 with the paper, and links the report and the room', async () => {
    const { router } = show();
    expect(screen.getByText('交卷成功')).toBeTruthy();
    expect(screen.getByText('2026 年第一次全真模考 · 试卷一')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回考场' }).getAttribute('href')).toBe(
      paths.obt.examBefore.href({ examId: EXAM_ID }),
    );
    expect(screen.queryByRole('button', { name: '下载答卷' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '查看答题报告' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      paths.examReport.href({ attempt: ATTEMPT_ID }),
    );
  });

  it('counts the answers that never reached the server and offers them as a file', async () => {
    const { onDownload } = show({ phase: 'finished', unsent: 2 });
    expect(screen.getByText('本场考试已交卷')).toBeTruthy();
    expect(screen.getByText('有 2 题的最后修改未能提交到服务器（已保存在本机）。')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '下载答卷' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('at time up says so and opens the report after a moment, in place of the screen', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = show({ phase: 'timeUp' });
    expect(screen.getByText('考试时间到，答卷已自动提交')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TIME_UP_NOTICE_MS - 1);
    });
    expect(router.state.location.pathname).toBe(paths.obt.examination.pattern);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      paths.examReport.href({ attempt: ATTEMPT_ID }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays on a 交卷成功 notice until the candidate chooses', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = show();
    act(() => {
      vi.advanceTimersByTime(10 * TIME_UP_NOTICE_MS);
    });
    expect(router.state.location.pathname).toBe(paths.obt.examination.pattern);
  });
});
