import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExamReport } from '@yzfk/contract/calls/exam-shapes';
import { E } from '@yzfk/contract/error-codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../lib/session-store';
import { fail, ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { withGrade } from '../api/grade-exam-answer';
import { attemptSummary, objectiveReport, subjectiveReport } from '../testing/report-fixtures';
import { ExamReportPage } from './exam-report-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));
vi.mock('echarts/core', async () =>
  (await import('../../../../components/bar-chart/testing/echarts-mock')).echartsCore(),
);

const RANKING = {
  list: [
    { rank: 1, name: '王**', score: 5, timeUsedSeconds: 6000 },
    { rank: 2, name: '赵*', score: 4, timeUsedSeconds: 7000 },
    { rank: 3, name: '张*', score: 3, timeUsedSeconds: 7865 },
  ],
  mine: { rank: 3, score: 3 },
  of: 40,
};

function logIn(): void {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

function serve(report: TExamReport) {
  let current = report;
  resetMockApi((request) => {
    switch (request.path) {
      case '/flks/exam/report':
        return ok(current);
      case '/flks/exam/ranking':
        return ok(RANKING);
      case '/flks/exam/grade': {
        const body = request.body as { questionId: number; achieved: number[][] };
        const graded = withGrade(current, body, current.attempt);
        const score = graded.questions.reduce((sum, q) => sum + q.earned, 0);
        current = { ...graded, attempt: { ...current.attempt, score } };
        return ok({ attempt: current.attempt });
      }
      default:
        return fail(E.callNotFound, `no answer for ${request.path}`, 404);
    }
  });
}

function bodiesOf(path: string): unknown[] {
  return mockRequests.filter((r) => r.path === path).map((r) => r.body);
}

describe('exam report /exam/report', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
  });

  it('shows the score, time, counts, accuracy, standing and ranking of an objective paper', async () => {
    serve(objectiveReport());
    logIn();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 501 }));

    const summary = await screen.findByRole('region', { name: '成绩' });
    expect(within(summary).getByRole('heading', { level: 1 }).textContent).toBe(
      '2025 年法考客观题模拟考试（一）',
    );
    expect(within(summary).getByLabelText('得分').textContent).toBe('3 / 5 分');
    expect(summary.textContent).toContain('2 小时 11 分 05 秒');
    expect(summary.textContent).toContain('已作答2 / 3 题');
    expect(summary.textContent).toContain('答对1 / 3 题');
    expect(summary.textContent).toContain('准考证号 20250913001');
    expect(bodiesOf('/flks/exam/report')).toEqual([{ attemptId: 501 }]);

    const bySection = screen.getByRole('table', { name: '各题型正确率' });
    const single = within(bySection).getByRole('meter', { name: '一、单项选择题' });
    expect(single.getAttribute('aria-valuenow')).toBe('50');
    expect(within(bySection).getByRole('row', { name: /二、多项选择题/ }).textContent).toContain(
      '0 / 2',
    );
    const bySubject = screen.getByRole('table', { name: '各科目正确率' });
    expect(
      within(bySubject).getByRole('meter', { name: '刑法' }).getAttribute('aria-valuetext'),
    ).toBe('0%');

    const standing = screen.getByRole('region', { name: '成绩排名' });
    expect(within(standing).getByRole('status').textContent).toBe('击败了 93% 的考生');
    expect(standing.textContent).toContain('第 3 名 / 共 40 人');
    expect(standing.textContent).toContain('平均分2.6 分');
    expect(standing.textContent).toContain('最高分5 分');
    expect(within(standing).getByRole('figure', { name: '分数分布' }).textContent).toContain(
      '2–4 分：25 人',
    );

    const ranking = await screen.findByRole('region', { name: '排行榜' });
    expect(
      within(ranking)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '名次考生得分用时',
      '1王**51 小时 40 分 00 秒',
      '2赵*41 小时 56 分 40 秒',
      '3张*（我）32 小时 11 分 05 秒',
    ]);
    expect(bodiesOf('/flks/exam/ranking')).toEqual([{ examId: 7, paperId: 70, limit: 20 }]);
  });

  it('shows each question with the choice beside the right answer, explanation and law articles, filtered', async () => {
    serve(objectiveReport());
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 501 }));

    const wrong = await screen.findByRole('article', { name: '第 2 题' });
    expect(wrong.textContent).toContain('错误');
    expect(wrong.textContent).toContain('你的答案：B');
    expect(wrong.textContent).toContain('正确答案：C');
    expect(wrong.textContent).toContain('得分：0 / 1');
    expect(wrong.textContent).toContain('防卫过当应当负刑事责任。');
    expect(
      within(wrong)
        .getByRole('link', { name: '《中华人民共和国刑法》第二十条' })
        .getAttribute('href'),
    ).toBe(paths.lawItem.href({ id: 3, article: 20 }));
    expect(within(wrong).getByRole('radio', { name: /^B/ }).textContent).toContain('你的选择');
    expect(within(wrong).getByRole('radio', { name: /^C/ }).textContent).toContain('正确答案');

    const right = screen.getByRole('article', { name: '第 1 题' });
    expect(right.textContent).toContain('正确');
    expect(right.textContent).toContain('得分：1 / 1');
    expect(screen.getByRole('article', { name: '第 3 题' }).textContent).toContain(
      '你的答案：未作答',
    );

    const note = screen.getByRole('note');
    expect(note.textContent).toContain('本次答错的 1 道题已加入错题本');
    expect(within(note).getByRole('link', { name: '去错题本复习' }).getAttribute('href')).toBe(
      '/mymistake',
    );

    await user.click(screen.getByText('错题（1）'));
    await waitFor(() => expect(screen.queryByRole('article', { name: '第 1 题' })).toBeNull());
    expect(screen.getByRole('article', { name: '第 2 题' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: '第 3 题' })).toBeNull();

    await user.click(screen.getByText('未作答（1）'));
    expect(await screen.findByRole('article', { name: '第 3 题' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: '第 2 题' })).toBeNull();

    await user.click(screen.getByText('全部（3）'));
    expect(await screen.findByRole('article', { name: '第 1 题' })).toBeTruthy();
  });

  it('says the ranking comes after the exam ends while there is no standing', async () => {
    serve(objectiveReport({ standing: null }));
    logIn();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 501 }));

    const standing = await screen.findByRole('region', { name: '成绩排名' });
    expect(standing.textContent).toContain('成绩排名将在考试结束后公布');
    expect(standing.textContent).not.toContain('击败了');
    expect(within(standing).queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('region', { name: '排行榜' })).toBeNull();
    expect(bodiesOf('/flks/exam/ranking')).toEqual([]);
  });

  it('pre-ticks the suggested 采分点 of a 主观题, and saving the ticks updates the scores', async () => {
    serve(subjectiveReport());
    logIn();
    const user = userEvent.setup();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 601 }));

    const question = await screen.findByRole('article', { name: '第 1 题' });
    expect(within(question).getByRole('region', { name: '案情材料' }).textContent).toContain(
      '甲将房屋出卖给乙',
    );
    expect(question.textContent).toContain('合同有效，依据区分原则。');
    expect(question.textContent).toContain('待自评');
    expect(
      within(screen.getByRole('region', { name: '成绩' })).getByLabelText('得分').textContent,
    ).toBe('待评分 / 10 分');

    const grading = within(question).getByRole('region', { name: '参考答案与评分' });
    expect(within(grading).getByRole('checkbox', { name: '合同有效（2 分）' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(grading).getByRole('checkbox', { name: '区分原则（2 分）' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(grading).getByRole('checkbox', { name: '归丙所有（3 分）' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(grading).getByLabelText('建议得分').textContent).toBe('建议得分：4 分');
    expect(grading.textContent).toContain('当前得分：未评分');
    const total = within(grading).getByRole('status', { name: '自评得分' });
    expect(total.textContent).toBe('自评得分 4 / 10 分');

    await user.click(within(grading).getByRole('checkbox', { name: '归丙所有（3 分）' }));
    await user.click(within(grading).getByRole('checkbox', { name: '区分原则（2 分）' }));
    expect(total.textContent).toBe('自评得分 5 / 10 分');

    await user.click(within(grading).getByRole('button', { name: '确认评分' }));
    expect(await within(grading).findByText('已评分：5 / 10 分')).toBeTruthy();
    expect(bodiesOf('/flks/exam/grade')).toEqual([
      { attemptId: 601, questionId: 31, achieved: [[0], [0]] },
    ]);
    expect(grading.textContent).not.toContain('当前得分：未评分');
    expect(question.textContent).toContain('已自评');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '成绩' })).getByLabelText('得分').textContent,
      ).toBe('5 / 10 分'),
    );
    // The saved ticks stay, not the suggestion.
    expect(within(grading).getByRole('checkbox', { name: '区分原则（2 分）' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('starts from the saved grade, not the suggestion, once the candidate has graded', async () => {
    const report = subjectiveReport();
    serve(
      withGrade(report, { questionId: 31, achieved: [[1], [0, 1]] }, attemptSummary({ score: 8 })),
    );
    logIn();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 601 }));

    const grading = await screen.findByRole('region', { name: '参考答案与评分' });
    expect(within(grading).getByRole('checkbox', { name: '合同有效（2 分）' })).toHaveProperty(
      'checked',
      false,
    );
    expect(
      within(grading).getByRole('checkbox', { name: '不动产以登记为准（3 分）' }),
    ).toHaveProperty('checked', true);
    expect(within(grading).getByText('已评分：8 / 10 分')).toBeTruthy();
  });

  it('sends the candidate back to the exam while the attempt is not finished (4815)', async () => {
    resetMockApi((request) => {
      if (request.path === '/flks/exam/report')
        return fail(E.reportNotReady, '交卷后才能查看答题报告', 409);
      if (request.path === '/flks/exam/mine') {
        return ok({
          total: 1,
          list: [
            {
              ...attemptSummary({ id: 601, examId: 8, status: 'in_progress', finishedAt: null }),
              examTitle: '2025 年法考主观题模拟考试',
              variant: 'subt',
            },
          ],
        });
      }
      return fail(E.callNotFound, 'no', 404);
    });
    logIn();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 601 }));

    expect(await screen.findByText('考试尚未结束')).toBeTruthy();
    const back = await screen.findByRole('link', { name: '返回考场继续作答' });
    expect(back.getAttribute('href')).toBe(paths.subt.exam.href({ examId: 8 }));
    expect(screen.getByText(/还未交卷，交卷后才能查看答题报告/)).toBeTruthy();
  });

  it('says the report does not exist for an unknown attempt (4709)', async () => {
    resetMockApi(() => fail(E.attemptNotFound, '作答记录不存在', 404));
    logIn();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 999 }));
    expect(await screen.findByText('答题报告不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回模拟考试' }).getAttribute('href')).toBe(
      '/examlist',
    );
  });

  it('says the same for an ?attempt that is not a number, without calling the server', async () => {
    resetMockApi(() => fail(E.callNotFound, 'no', 404));
    logIn();
    renderWithRouter(<ExamReportPage />, `${paths.examReport.pattern}?attempt=abc`);
    expect(await screen.findByText('答题报告不存在')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    resetMockApi(() => fail(E.callNotFound, 'no', 404));
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 501 }));
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(mockRequests).toEqual([]);
  });

  it('prints the report with 打印', async () => {
    serve(objectiveReport());
    logIn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithRouter(<ExamReportPage />, paths.examReport.href({ attempt: 501 }));
    await user.click(await screen.findByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
