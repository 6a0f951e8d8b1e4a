import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { logIn, practiceSession } from '../testing/tiku-fixtures';
import type { TExamAttemptRow } from '../api/list-exam-attempts';
import { LearnRecordPage } from './learn-record-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

function examAttempt(overrides: Partial<TExamAttemptRow> = {}): TExamAttemptRow {
  return {
    id: 601,
    examId: 7,
    paperId: 70,
    paperTitle: '试卷一',
    status: 'submitted',
    startedAt: '2025-09-13T01:00:00.000Z',
    deadline: '2025-09-13T04:00:00.000Z',
    finishedAt: '2025-09-13T03:00:00.000Z',
    score: 101,
    maxScore: 150,
    examTitle: '2025 年客观题模拟考试（一）',
    variant: 'obt',
    ...overrides,
  };
}

describe('learning records /learnrecord', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('charts accuracy by subject and links every record back to its session', async () => {
    resetMockApi(() =>
      ok({
        total: 2,
        page: 1,
        pageSize: 20,
        list: [
          practiceSession({
            id: '11111111-1111-4111-8111-111111111111',
            kind: 'paper',
            mode: 'exam',
            title: '2023 年客观题卷一',
            total: 100,
            answeredCount: 98,
            correctCount: 70,
            accuracy: 0.7143,
            score: 101,
            maxScore: 150,
            finishedAt: '2025-05-06T11:00:00.000Z',
          }),
          practiceSession({
            title: '民法 · 物权',
            answeredCount: 5,
            correctCount: 4,
            accuracy: 0.8,
          }),
        ],
        subjects: [
          { subjectName: '民法', answerCount: 40, correctCount: 30, accuracy: 0.75 },
          { subjectName: '刑法', answerCount: 20, correctCount: 9, accuracy: 0.45 },
          { subjectName: '商法', answerCount: 0, correctCount: 0, accuracy: null },
        ],
      }),
    );
    logIn();
    renderWithRouter(<LearnRecordPage />, '/learnrecord');

    const chart = await screen.findByRole('figure', { name: '各科正确率' });
    const civil = within(chart).getByRole('meter', { name: '民法' });
    expect(civil.getAttribute('aria-valuenow')).toBe('75');
    expect(civil.getAttribute('aria-valuetext')).toBe('75%');
    expect((civil.firstElementChild as HTMLElement).style.width).toBe('75%');
    expect(within(chart).getByRole('meter', { name: '刑法' }).getAttribute('aria-valuenow')).toBe(
      '45',
    );
    expect(within(chart).getByRole('meter', { name: '商法' }).getAttribute('aria-valuetext')).toBe(
      '—',
    );
    expect(chart.textContent).toContain('答 40 题 · 对 30 题');

    const paperRow = screen.getByRole('row', { name: /2023 年客观题卷一/ });
    expect(paperRow.textContent).toContain('试卷练习');
    expect(paperRow.textContent).toContain('98/100');
    expect(paperRow.textContent).toContain('71%');
    expect(paperRow.textContent).toContain('101/150');
    expect(
      within(paperRow).getByRole('link', { name: '查看 2023 年客观题卷一' }).getAttribute('href'),
    ).toBe(paths.sj.href({ session: '11111111-1111-4111-8111-111111111111' }));
    const chapterRow = screen.getByRole('row', { name: /民法 · 物权/ });
    expect(chapterRow.textContent).toContain('2025/05/06');
    expect(
      within(chapterRow).getByRole('link', { name: '继续 民法 · 物权' }).getAttribute('href'),
    ).toMatch(/^\/zj\?session=/);
  });

  it('says when there are no records yet', async () => {
    resetMockApi(() => ok({ total: 0, page: 1, pageSize: 20, list: [], subjects: [] }));
    logIn();
    renderWithRouter(<LearnRecordPage />, '/learnrecord');
    expect(await screen.findByText('暂无学习记录')).toBeTruthy();
  });

  it('lists the mock exams taken under 模拟考试, each with its report', async () => {
    resetMockApi((request) => {
      if (request.path === '/flks/tiku/records') {
        return ok({ total: 0, page: 1, pageSize: 20, list: [], subjects: [] });
      }
      if (request.path === '/flks/exam/mine') {
        return ok({
          total: 3,
          list: [
            examAttempt({ id: 603, status: 'in_progress', finishedAt: null, score: null }),
            examAttempt({
              id: 602,
              examId: 8,
              variant: 'subt',
              examTitle: '2025 年主观题模拟考试',
              paperTitle: '主观题试卷',
              score: null,
              maxScore: 180,
            }),
            examAttempt({ id: 601, status: 'collected', score: 98.5 }),
          ],
        });
      }
      return fail(E.callNotFound, `no answer for ${request.path}`, 404);
    });
    logIn();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<LearnRecordPage />, '/learnrecord');

    expect(await screen.findByText('暂无学习记录')).toBeTruthy();
    expect(mockRequests.some((r) => r.path === '/flks/exam/mine')).toBe(false);
    await user.click(screen.getByRole('tab', { name: '模拟考试' }));

    const going = await screen.findByRole('row', { name: /继续考试/ });
    expect(router.state.location.search).toBe('?tab=exam');
    expect(going.textContent).toContain('客观题2025 年客观题模拟考试（一）');
    expect(going.textContent).toContain('试卷一');
    expect(going.textContent).toContain('考试中');
    expect(
      within(going)
        .getByRole('link', { name: '继续考试 2025 年客观题模拟考试（一） 试卷一' })
        .getAttribute('href'),
    ).toBe(paths.obt.exam.href({ examId: 7 }));

    const subjective = screen.getByRole('row', { name: /主观题试卷/ });
    expect(subjective.textContent).toContain('主观题2025 年主观题模拟考试');
    expect(subjective.textContent).toContain('待评分');
    expect(subjective.textContent).toContain('已交卷');
    expect(subjective.textContent).toContain('2025/09/13');
    expect(
      within(subjective)
        .getByRole('link', { name: '查看报告 2025 年主观题模拟考试 主观题试卷' })
        .getAttribute('href'),
    ).toBe(paths.examReport.href({ attempt: 602 }));

    const collected = screen
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('98.5/150'));
    expect(collected?.textContent).toContain('已收卷');
    expect(
      within(collected as HTMLElement)
        .getByRole('link', { name: /^查看报告/ })
        .getAttribute('href'),
    ).toBe(paths.examReport.href({ attempt: 601 }));
    expect(mockRequests.find((r) => r.path === '/flks/exam/mine')?.body).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('opens on 模拟考试 from ?tab=exam and says when no exam was taken', async () => {
    resetMockApi((request) =>
      request.path === '/flks/exam/mine'
        ? ok({ total: 0, list: [] })
        : fail(E.callNotFound, `no answer for ${request.path}`, 404),
    );
    logIn();
    renderWithRouter(<LearnRecordPage />, '/learnrecord?tab=exam');
    expect(await screen.findByText('暂无模拟考试记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去参加模拟考试' }).getAttribute('href')).toBe(
      '/examlist',
    );
    await waitFor(() => expect(mockRequests.map((r) => r.path)).toEqual(['/flks/exam/mine']));
  });

  it('shows the 课程 and 图书 tabs the router composes in, from ?tab=, asking nothing of its own', async () => {
    resetMockApi((request) => fail(E.callNotFound, `no answer for ${request.path}`, 404));
    logIn();
    const tabs = [
      { key: 'courses', label: '课程', Component: () => <p>课程记录内容</p> },
      { key: 'books', label: '图书', Component: () => <p>图书记录内容</p> },
    ];
    const { router } = renderWithRouter(
      <LearnRecordPage tabs={tabs} />,
      '/learnrecord?tab=courses',
    );
    expect(await screen.findByText('课程记录内容')).toBeTruthy();
    expect(mockRequests).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: '练习记录' }));
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: '图书' }));
    expect(router.state.location.search).toBe('?tab=books');
    expect(await screen.findByText('图书记录内容')).toBeTruthy();
  });

  it('shows the activity the router composes in above the tabs', async () => {
    resetMockApi(() => ok({ total: 0, page: 1, pageSize: 20, list: [], subjects: [] }));
    logIn();
    renderWithRouter(
      <LearnRecordPage activity={[() => <a href="/mynotes">笔记 3 条</a>]} />,
      '/learnrecord',
    );
    const line = await screen.findByLabelText('我的积累');
    expect(line.textContent).toBe('我的积累：笔记 3 条');
  });

  it('has no 课程 tab without one composed in', async () => {
    resetMockApi(() => ok({ total: 0, page: 1, pageSize: 20, list: [], subjects: [] }));
    logIn();
    renderWithRouter(<LearnRecordPage />, '/learnrecord?tab=courses');
    expect(await screen.findByRole('tab', { name: '练习记录', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '课程' })).toBeNull();
  });
});
