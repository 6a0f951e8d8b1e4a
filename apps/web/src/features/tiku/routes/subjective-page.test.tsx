import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBJECTIVE_ANSWER_MAX } from '@yzfk/contract/calls/tiku-subjective';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { closeIdentityDialog } from '../../../lib/identity-dialog';
import { DialogProbe } from '../../../testing/dialog-probe';
import { logIn } from '../testing/tiku-fixtures';
import { SubjectivePage } from './subjective-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const QUESTION = {
  id: 31,
  subjectName: '民法',
  materialHtml: '<p>甲将房屋出卖给乙，尚未办理过户登记，又将该房屋出卖给丙并办理了过户。</p>',
  subQuestions: [
    { stemHtml: '<p>甲乙之间的买卖合同是否有效？</p>', points: 4 },
    { stemHtml: '<p>房屋所有权归谁？</p>', points: 6 },
  ],
  maxScore: 10,
  source: { year: 2022, paper: '主观题', number: 2 },
  favorite: false,
};

const SOLUTION = [
  {
    referenceHtml: '<p>有效。</p>',
    scoringPoints: [
      { text: '合同有效', points: 2 },
      { text: '区分原则', points: 2 },
    ],
  },
  {
    referenceHtml: '<p>丙。</p>',
    scoringPoints: [
      { text: '归丙所有', points: 3 },
      { text: '不动产以登记为准', points: 3 },
    ],
  },
];

function attempt(id: number, answers: string[], score: number | null, achieved: number[][] | null) {
  return {
    id,
    answers,
    achieved,
    score,
    maxScore: 10,
    createdAt: '2025-05-06T08:00:00.000Z',
    gradedAt: score === null ? null : '2025-05-06T08:10:00.000Z',
  };
}

function serve() {
  const attempts: ReturnType<typeof attempt>[] = [];
  resetMockApi((request) => {
    switch (request.path) {
      case '/flks/tiku/subjective/list':
        return ok({
          total: 1,
          page: 1,
          pageSize: 20,
          list: [
            {
              id: 31,
              subjectName: '民法',
              excerpt: '甲将房屋出卖给乙，尚未办理过户登记……',
              source: QUESTION.source,
              subQuestionCount: 2,
              maxScore: 10,
              attemptCount: attempts.length,
              bestScore: null,
            },
          ],
        });
      case '/flks/tiku/catalog':
        return ok({ banks: [], bankId: null, subjects: [], resume: null });
      case '/flks/tiku/subjective/get':
        return ok({ question: QUESTION, attempts, solution: attempts.length ? SOLUTION : null });
      case '/flks/tiku/subjective/answer': {
        const body = request.body as { answers: string[] };
        const created = attempt(501, body.answers, null, null);
        attempts.unshift(created);
        return ok({ attempt: created, solution: SOLUTION });
      }
      case '/flks/tiku/subjective/grade': {
        const body = request.body as { achieved: number[][] };
        const graded = attempt(501, attempts[0]?.answers ?? [], 7, body.achieved);
        attempts[0] = graded;
        return ok({ attempt: graded });
      }
      default:
        return ok({});
    }
  });
}

describe('subjective practice /zg', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    closeIdentityDialog();
  });

  it('lists the questions and asks to choose one', async () => {
    serve();
    renderWithRouter(<SubjectivePage />, '/zg');
    const link = await screen.findByRole('link', { name: /甲将房屋出卖给乙/ });
    expect(link.getAttribute('href')).toBe(paths.zg.href({ q: 31 }));
    expect(screen.getByText('从左侧选择一道主观题开始练习')).toBeTruthy();
  });

  it('counts characters live, reveals the reference answer and totals the ticked points', async () => {
    serve();
    logIn();
    renderWithRouter(<SubjectivePage />, paths.zg.href({ q: 31 }));
    const user = userEvent.setup();

    const material = await screen.findByRole('region', { name: '案情材料' });
    expect(material.textContent).toContain('又将该房屋出卖给丙并办理了过户');
    const submit = screen.getByRole('button', { name: '提交作答' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    const first = screen.getByLabelText('第 1 问');
    fireEvent.change(first, { target: { value: '有效，买卖合同不以登记为生效要件。' } });
    expect(screen.getByTestId('zg-count-1').textContent).toBe(
      `已输入 17 / ${SUBJECTIVE_ANSWER_MAX} 字`,
    );
    expect(screen.getByTestId('zg-count-2').textContent).toBe(
      `已输入 0 / ${SUBJECTIVE_ANSWER_MAX} 字`,
    );
    fireEvent.change(screen.getByLabelText('第 2 问'), { target: { value: '丙' } });
    expect(screen.getByTestId('zg-count-2').textContent).toBe(
      `已输入 1 / ${SUBJECTIVE_ANSWER_MAX} 字`,
    );
    expect(first.getAttribute('maxlength')).toBe(String(SUBJECTIVE_ANSWER_MAX));

    await user.click(screen.getByRole('button', { name: '提交作答' }));
    const grading = await screen.findByRole('region', { name: '参考答案与评分' });
    expect(mockRequests.find((r) => r.path === '/flks/tiku/subjective/answer')?.body).toEqual({
      questionId: 31,
      answers: ['有效，买卖合同不以登记为生效要件。', '丙'],
    });
    expect(within(grading).getByText('有效。')).toBeTruthy();
    const total = within(grading).getByRole('status', { name: '自评得分' });
    expect(total.textContent).toContain('自评得分 0 / 10 分');

    await user.click(within(grading).getByRole('checkbox', { name: '合同有效（2 分）' }));
    await user.click(within(grading).getByRole('checkbox', { name: '归丙所有（3 分）' }));
    await user.click(within(grading).getByRole('checkbox', { name: '不动产以登记为准（3 分）' }));
    expect(total.textContent).toContain('自评得分 8 / 10 分');
    await user.click(within(grading).getByRole('checkbox', { name: '不动产以登记为准（3 分）' }));
    expect(total.textContent).toContain('自评得分 5 / 10 分');

    await user.click(within(grading).getByRole('button', { name: '确认评分' }));
    expect(await within(grading).findByText('已评分：7 / 10 分')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/tiku/subjective/grade')?.body).toEqual({
      attemptId: 501,
      achieved: [[0], [0]],
    });

    // The attempt is in the history, expandable to its answers.
    const history = screen.getByRole('region', { name: '作答记录' });
    await user.click(within(history).getByText('第 1 次'));
    expect(await within(history).findByText('有效，买卖合同不以登记为生效要件。')).toBeTruthy();
    await waitFor(() => expect(within(history).getByText('7 / 10 分')).toBeTruthy());
  });

  it('opens the login dialog instead of submitting for a visitor', async () => {
    serve();
    renderWithRouter(
      <>
        <SubjectivePage />
        <DialogProbe />
      </>,
      paths.zg.href({ q: 31 }),
    );
    fireEvent.change(await screen.findByLabelText('第 1 问'), { target: { value: '有效' } });
    await userEvent.setup().click(screen.getByRole('button', { name: '提交作答' }));
    expect(mockRequests.some((r) => r.path === '/flks/tiku/subjective/answer')).toBe(false);
    expect(screen.getByRole('status', { name: 'identity dialog' }).textContent).toBe('login');
  });
});
