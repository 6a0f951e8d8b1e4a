import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { question, solution } from '../../../components/question/testing/question-fixtures';
import { sessionStore } from '../../../lib/session-store';
import { fail, ok, type TFakeReply } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { usePractice } from '../api/get-practice';
import { SESSION_ID, answer, deferred, logIn, practiceView } from '../testing/tiku-fixtures';
import { usePracticeAnswer, type TPracticeAnswering } from './use-practice-answer';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const VIEW = practiceView([question(1), question(2, { type: 'multiple' })]);

let answering: TPracticeAnswering | null = null;

/** The hook over the session's cache, on question `index`, as the practice page uses it. */
function Probe({ index, readOnly = false }: { index: number; readOnly?: boolean }) {
  const view = usePractice(SESSION_ID).data;
  const shown = view?.questions[index];
  answering = usePracticeAnswer({
    sessionId: SESSION_ID,
    question: shown,
    given: view?.answers.find((a) => a.questionId === shown?.id),
    readOnly,
  });
  return view ? <p>已载入</p> : null;
}

async function show(index: number, answerReply: () => TFakeReply | Promise<TFakeReply>) {
  resetMockApi((request) => {
    if (request.path === '/flks/tiku/practice/get') return ok(VIEW);
    if (request.path === '/flks/tiku/practice/answer') return answerReply();
    return ok({});
  });
  renderWithRouter(<Probe index={index} />, paths.zj.href({ session: SESSION_ID }));
  await screen.findByText('已载入');
  return () => {
    if (!answering) throw new Error('the probe has not rendered');
    return answering;
  };
}

const judged = (chosen: string[], isCorrect: boolean): TFakeReply =>
  ok({
    answer: answer(1, chosen, isCorrect),
    solution: solution(['A']),
    session: { ...VIEW.session, answeredCount: 1, correctCount: isCorrect ? 1 : 0 },
  });
const answerRequests = () => mockRequests.filter((r) => r.path === '/flks/tiku/practice/answer');

describe('usePracticeAnswer', () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    logIn();
    answering = null;
  });

  it('sends a single choice at once, locks while judging, then shows the judged answer', async () => {
    const reply = deferred<TFakeReply>();
    const now = await show(0, () => reply.promise);
    act(() => now().pick('Z'));
    expect(answerRequests()).toHaveLength(0);

    act(() => now().pick('B'));
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    expect(answerRequests()[0]?.body).toEqual({
      sessionId: SESSION_ID,
      questionId: 1,
      chosen: ['B'],
    });
    expect(now()).toMatchObject({ chosen: ['B'], judging: true, locked: true });

    reply.resolve(judged(['B'], false));
    await waitFor(() => expect(now().judging).toBe(false));
    expect(now()).toMatchObject({ chosen: ['B'], locked: true });
  });

  it('collects a multiple choice until it is sent', async () => {
    const now = await show(1, () => judged(['C'], false));
    act(() => now().pick('A'));
    act(() => now().pick('C'));
    act(() => now().pick('A'));
    expect(now()).toMatchObject({ chosen: ['C'], locked: false });
    expect(answerRequests()).toHaveLength(0);

    act(() => now().send(now().chosen));
    await waitFor(() => expect(answerRequests()).toHaveLength(1));
    expect(answerRequests()[0]?.body).toMatchObject({ questionId: 2, chosen: ['C'] });
  });

  it('asks for an answer instead of sending none', async () => {
    const now = await show(1, () => judged(['C'], false));
    act(() => now().send([]));
    expect(await screen.findByText('请选择答案')).toBeTruthy();
    expect(answerRequests()).toHaveLength(0);
  });

  it('takes nothing in 背题 or a finished session', async () => {
    resetMockApi(() => ok(VIEW));
    renderWithRouter(<Probe index={1} readOnly />, paths.zj.href({ session: SESSION_ID }));
    await screen.findByText('已载入');
    act(() => answering?.pick('A'));
    expect(answering).toMatchObject({ chosen: [], locked: true });
  });

  it('fetches the session again when the server says the page’s copy is out of date', async () => {
    const now = await show(0, () => fail(E.sessionFinished, '本次练习已结束'));
    const gets = () => mockRequests.filter((r) => r.path === '/flks/tiku/practice/get').length;
    expect(gets()).toBe(1);
    act(() => now().pick('A'));
    await waitFor(() => expect(gets()).toBe(2));
  });

  it('leaves the session as it is after any other refusal', async () => {
    const now = await show(0, () => fail(E.invalidParams, '参数错误'));
    act(() => now().pick('A'));
    await waitFor(() => expect(now()).toMatchObject({ judging: false, locked: false }));
    // A second try goes out after anything the first refusal set off.
    act(() => now().pick('B'));
    await waitFor(() => expect(answerRequests()).toHaveLength(2));
    expect(mockRequests.filter((r) => r.path === '/flks/tiku/practice/get')).toHaveLength(1);
  });
});
