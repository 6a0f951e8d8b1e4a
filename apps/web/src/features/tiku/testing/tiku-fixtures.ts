import type {
  TPracticeAnswer,
  TPracticeSession,
  TPracticeView,
  TQuestion,
} from '@yzfk/contract/calls/tiku-shapes';
import type { TBank } from '@yzfk/contract/calls/tiku';
import { sessionStore } from '../../../lib/session-store';

// Data of the question-bank pages' tests, shaped like the contract's replies.

export const SESSION_ID = '5b7c1f4e-2a44-4d0b-9a55-1c2d3e4f5a6b';

/** Logs the test user in (the pages ask for a login before anything personal). */
export function logIn(): void {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

/** A question bank of the catalogue: the free sample bank unless told. */
export function bank(overrides: Partial<TBank> = {}): TBank {
  return {
    id: 1,
    code: 'free',
    name: '免费题库',
    description: null,
    isFree: true,
    accessible: true,
    isSample: true,
    questionCount: 120,
    ...overrides,
  };
}

export function practiceSession(overrides: Partial<TPracticeSession> = {}): TPracticeSession {
  return {
    id: SESSION_ID,
    kind: 'chapter',
    mode: 'practice',
    title: '民法 · 民事法律行为',
    subjectName: '民法',
    paperId: null,
    total: 3,
    position: 0,
    startedAt: '2025-05-06T08:00:00.000Z',
    deadline: null,
    finishedAt: null,
    answeredCount: 0,
    correctCount: 0,
    accuracy: null,
    score: null,
    maxScore: 3,
    ...overrides,
  };
}

export function answer(
  questionId: number,
  chosen: string[],
  isCorrect: boolean | null,
  points: number | null = null,
): TPracticeAnswer {
  return { questionId, chosen, isCorrect, points, answeredAt: '2025-05-06T08:05:00.000Z' };
}

export function practiceView(
  questions: TQuestion[],
  answers: TPracticeAnswer[] = [],
  session: Partial<TPracticeSession> = {},
): TPracticeView {
  return { session: practiceSession({ total: questions.length, ...session }), questions, answers };
}

/** A promise whose resolution the test controls (a server that answers when told). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
