import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { question } from '../../../components/question/testing/question-fixtures';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SESSION_ID, logIn, practiceSession, practiceView } from '../testing/tiku-fixtures';
import { usePracticeFinish, type TPracticeFinish } from './use-practice-finish';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const NEXT_ID = '0d6c2b1a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';

let finishing: TPracticeFinish | null = null;

function Probe() {
  finishing = usePracticeFinish(SESSION_ID);
  return null;
}

function show() {
  const view = practiceView([question(1)]);
  resetMockApi((request) => {
    if (request.path === '/flks/tiku/practice/submit') {
      return ok({ ...view, session: { ...view.session, finishedAt: '2025-05-06T08:10:00.000Z' } });
    }
    if (request.path === '/flks/tiku/practice/start') {
      return ok({ session: practiceSession({ id: NEXT_ID, kind: 'mistakes' }) });
    }
    return ok({});
  });
  const { router } = renderWithRouter(<Probe />, paths.zj.href({ session: SESSION_ID }));
  return () => {
    if (!finishing) throw new Error('the probe has not rendered');
    return { ...finishing, location: router.state.location };
  };
}

describe('usePracticeFinish', () => {
  beforeEach(() => {
    sessionStore.deleteToken();
    logIn();
  });

  it('submits the session', async () => {
    const now = show();
    act(() => now().finish());
    await waitFor(() =>
      expect(mockRequests.map((r) => [r.path, r.body])).toEqual([
        ['/flks/tiku/practice/submit', { sessionId: SESSION_ID }],
      ]),
    );
  });

  it('重做错题 starts twenty wrong answers and opens them in place of this session', async () => {
    const now = show();
    act(() => now().redoMistakes());
    await waitFor(() => expect(now().location.search).toBe(`?session=${NEXT_ID}`));
    expect(now().location.pathname).toBe('/zj');
    expect(mockRequests.find((r) => r.path === '/flks/tiku/practice/start')?.body).toEqual({
      kind: 'mistakes',
      count: 20,
    });
  });
});
