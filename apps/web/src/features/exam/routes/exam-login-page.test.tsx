import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok, type TFakeReply } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { CANDIDATE, EXAM_ID, TICKET, logIn } from '../testing/exam-fixtures';
import { readRoomLogin } from '../utils/room-login';
import { ExamLoginPage } from './exam-login-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const PATH = paths.subt.examLogin.href({ examId: EXAM_ID });

function serve(reply: () => TFakeReply) {
  resetMockApi((request) =>
    request.path === '/flks/exam/login' ? reply() : fail(E.callNotFound, 'no answer', 404),
  );
}

async function fillIn(ticket: string, idNumber: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('准考证号'));
  await user.paste(ticket);
  await user.click(screen.getByLabelText('证件号码'));
  await user.paste(idNumber);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('the exam room login /exam/subt/examLogin', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    sessionStorage.clear();
    logIn();
  });

  it('logs in with 准考证号 and 证件号码, remembers it and opens the waiting screen', async () => {
    serve(() => ok({ candidate: CANDIDATE, examTitle: '主观题模考' }));
    const { router } = renderWithRouter(<ExamLoginPage />, PATH);

    await fillIn(TICKET, '11010519900307123x');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.subt.examBefore.pattern));
    const sent = mockRequests.find((r) => r.path === '/flks/exam/login');
    expect(sent?.body).toEqual({
      examId: EXAM_ID,
      ticketNo: TICKET,
      idNumber: '11010519900307123x',
    });
    expect(readRoomLogin(EXAM_ID)?.candidate.realName).toBe('张三');
  });

  it('checks the fields before sending', async () => {
    serve(() => ok({ candidate: CANDIDATE, examTitle: 'x' }));
    renderWithRouter(<ExamLoginPage />, PATH);

    await fillIn('12ab', '1');
    expect(await screen.findByText('准考证号格式不正确')).toBeTruthy();
    expect(await screen.findByText('证件号码格式不正确')).toBeTruthy();
    expect(mockRequests.some((r) => r.path === '/flks/exam/login')).toBe(false);
  });

  it('says clearly when the pair is wrong (4802)', async () => {
    serve(() => fail(E.examLoginFailed, '准考证号或证件号码错误', 400));
    renderWithRouter(<ExamLoginPage />, PATH);

    await fillIn(TICKET, '110105199003071234');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '准考证号或证件号码错误，请核对后重新输入',
    );
    expect(readRoomLogin(EXAM_ID)).toBeNull();
  });

  it('says when the tries are used up (4814)', async () => {
    serve(() => fail(E.examLoginLocked, '准考证号或证件号码错误次数过多，请 15 分钟后再试', 429));
    renderWithRouter(<ExamLoginPage />, PATH);

    await fillIn(TICKET, '110105199003071234');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('错误次数过多，请 15 分钟后再试');
    expect(alert.textContent).toContain('联系监考老师');
  });
});
