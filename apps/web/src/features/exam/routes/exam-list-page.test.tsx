import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExamSummary } from '@yzfk/contract/calls/exam-shapes';
import { E } from '@yzfk/contract/error-codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAccessDialog } from '../../../lib/access-dialog';
import { closeIdentityDialog } from '../../../lib/identity-dialog';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok, type TFakeReply } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { DialogProbe } from '../../../testing/dialog-probe';
import { renderWithRouter } from '../../../testing/render-with-router';
import { EXAM_ID, TICKET, attemptSummary, examSummary, logIn } from '../testing/exam-fixtures';
import { ExamListPage } from './exam-list-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

/** The list at /examlist, with a probe that shows which app dialog is open. */
function renderWithDialogs() {
  renderWithRouter(
    <>
      <ExamListPage />
      <DialogProbe />
    </>,
    '/examlist',
  );
}

function serve(list: TExamSummary[], register?: () => TFakeReply) {
  resetMockApi((request) => {
    if (request.path === '/flks/exam/list') {
      return ok({
        total: list.length,
        page: 1,
        pageSize: 10,
        serverTime: new Date().toISOString(),
        list,
      });
    }
    if (request.path === '/flks/exam/register' && register) return register();
    return fail(E.callNotFound, 'no answer', 404);
  });
}

const REGISTRATION = {
  ticketNo: TICKET,
  realName: '张三',
  idNumberMasked: '1101**********1234',
  registeredAt: '2026-05-02T00:00:00.000Z',
};

describe('the exam list /examlist', { timeout: 60_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    closeIdentityDialog();
  });

  it('shows each exam’s state, variant, start mode, papers, candidates, my ticket and reports', async () => {
    logIn();
    serve([
      examSummary({
        state: 'ongoing',
        registration: REGISTRATION,
        attempts: [attemptSummary({ id: 77, status: 'submitted', score: 101, maxScore: 150 })],
      }),
    ]);
    renderWithRouter(<ExamListPage />, '/examlist');

    const card = await screen.findByRole('article', { name: '2026 年第一次全真模考' });
    for (const text of [
      '进行中',
      '客观题',
      '统一开考',
      '试卷一 · 100 题 · 180 分钟 · 150 分',
      '1234 人',
    ]) {
      expect(card.textContent).toContain(text);
    }
    const mine = within(card).getByRole('region', { name: '我的报名' });
    expect(mine.textContent).toContain(TICKET);
    expect(mine.textContent).toContain('1101**********1234');
    expect(within(mine).getByRole('button', { name: /复制/ })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '进入考场' }).getAttribute('href')).toBe(
      paths.obt.exam.href({ examId: EXAM_ID }),
    );
    expect(
      within(card)
        .getByRole('link', { name: /试卷一 答题报告/ })
        .getAttribute('href'),
    ).toBe(paths.examReport.href({ attempt: 77 }));
  });

  it('offers 报名 while registration is open, also on a 随到随考 exam under way, and 进入考场 once registered before the start', async () => {
    logIn();
    serve([
      examSummary({ id: 1, title: '随到随考', startMode: 'window', state: 'ongoing' }),
      examSummary({ id: 2, title: '已截止', state: 'upcoming', registrationOpen: false }),
      examSummary({ id: 3, title: '已报名', state: 'registering', registration: REGISTRATION }),
    ]);
    renderWithRouter(<ExamListPage />, '/examlist');

    const open = await screen.findByRole('article', { name: '随到随考' });
    expect(within(open).getByRole('button', { name: '报名' })).toBeTruthy();
    const closed = screen.getByRole('article', { name: '已截止' });
    expect(within(closed).queryByRole('button', { name: '报名' })).toBeNull();
    const registered = screen.getByRole('article', { name: '已报名' });
    expect(within(registered).getByRole('link', { name: '进入考场' })).toBeTruthy();
    expect(within(registered).queryByRole('button', { name: '报名' })).toBeNull();
  });

  it('offers 获取授权 for an exam of authorised users, and only says so for an organisation’s', async () => {
    logIn();
    serve([
      examSummary({ id: 1, title: '授权模考', access: 'authorised', accessible: false }),
      examSummary({ id: 2, title: '机构模考', access: 'organisation', accessible: false }),
    ]);
    renderWithDialogs();
    const user = userEvent.setup();

    const authorised = await screen.findByRole('article', { name: '授权模考' });
    await user.click(within(authorised).getByRole('button', { name: '获取授权' }));
    expect(screen.getByRole('status', { name: 'access dialog' }).textContent).toBe('授权模考');
    act(() => closeAccessDialog());
    const organisation = screen.getByRole('article', { name: '机构模考' });
    expect(
      within(organisation).getByRole('button', { name: '报名' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('filters by state and variant through the list call', async () => {
    logIn();
    serve([examSummary()]);
    renderWithRouter(<ExamListPage />, '/examlist?state=upcoming&variant=subt');
    await screen.findByRole('article');
    const sent = mockRequests.find((r) => r.path === '/flks/exam/list');
    expect(sent?.body).toMatchObject({ state: 'upcoming', variant: 'subt' });
  });

  it('asks a visitor to log in before 报名', async () => {
    serve([examSummary({ accessible: false })]);
    renderWithDialogs();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '报名' }));
    expect(screen.getByRole('status', { name: 'identity dialog' }).textContent).toBe('login');
  });

  it('报名: validates the fields, then shows the admission ticket', async () => {
    logIn();
    serve([examSummary()], () => ok({ registration: REGISTRATION }));
    renderWithRouter(<ExamListPage />, '/examlist');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认报名' }));
    expect(await within(dialog).findByText('请输入真实姓名')).toBeTruthy();
    expect(await within(dialog).findByText('请输入证件号码')).toBeTruthy();
    expect(mockRequests.some((r) => r.path === '/flks/exam/register')).toBe(false);

    await user.click(within(dialog).getByLabelText('真实姓名'));
    await user.paste('张三');
    await user.click(within(dialog).getByLabelText('证件号码'));
    await user.paste('110105199003071234');
    await user.click(within(dialog).getByRole('button', { name: '确认报名' }));
    expect(await within(dialog).findByText('报名成功')).toBeTruthy();
    expect(dialog.textContent).toContain(TICKET);
    expect(mockRequests.find((r) => r.path === '/flks/exam/register')?.body).toEqual({
      examId: EXAM_ID,
      realName: '张三',
      idNumber: '110105199003071234',
    });
  });

  it.each([
    [E.examAlreadyRegistered, '您已报名该考试', 409, '您已报名该考试，请勿重复报名'],
    [E.examRegistrationClosed, '该考试不在报名时间内', 409, '该考试不在报名时间内，无法报名'],
    [E.examNoAccess, '该考试仅限授权用户参加', 403, '该考试仅限授权用户参加，您暂无报名资格'],
  ])('报名 refused with %i says so in the dialog', async (code, msg, status, shown) => {
    logIn();
    serve([examSummary()], () => fail(code, msg, status));
    renderWithRouter(<ExamListPage />, '/examlist');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('真实姓名'));
    await user.paste('张三');
    await user.click(within(dialog).getByLabelText('证件号码'));
    await user.paste('110105199003071234');
    await user.click(within(dialog).getByRole('button', { name: '确认报名' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(shown));
  });
});
