import type {
  TAttemptSummary,
  TAttemptView,
  TExamAnswer,
  TExamQuestion,
  TExamSummary,
} from '@yzfk/contract/calls/exam-shapes';
import { sessionStore } from '../../../lib/session-store';

// Data of the exam pages' tests, shaped like the contract's replies.

export const EXAM_ID = 5;
export const PAPER_ID = 9;
export const ATTEMPT_ID = 31;
export const TICKET = '2026060100012';

/** Logs the test user in (every exam call but list and detail needs a login). */
export function logIn(): void {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

export const CANDIDATE = {
  realName: '张三',
  ticketNo: TICKET,
  idNumberMasked: '1101**********1234',
};

export function objectiveQuestion(
  number: number,
  overrides: Partial<TExamQuestion> = {},
): TExamQuestion {
  return {
    id: 100 + number,
    number,
    type: 'single',
    section: '一、单项选择题',
    points: 1,
    stemHtml: `<p>第${number}题的题干：关于民事法律行为，下列说法正确的是？</p>`,
    options: ['A', 'B', 'C', 'D'].map((key) => ({ key, html: `选项${key}` })),
    materialHtml: null,
    subQuestions: [],
    ...overrides,
  };
}

export function subjectiveQuestion(number: number): TExamQuestion {
  return {
    id: 200 + number,
    number,
    type: 'subjective',
    section: '案例分析题',
    points: 30,
    stemHtml: '<p>请根据案情回答下列问题。</p>',
    options: [],
    materialHtml: '<p>甲与乙因房屋买卖发生纠纷……</p>',
    subQuestions: [
      { stemHtml: '<p>甲乙之间的合同是否有效？</p>', points: 15 },
      { stemHtml: '<p>乙可以主张哪些权利？</p>', points: 15 },
    ],
  };
}

export function attemptSummary(overrides: Partial<TAttemptSummary> = {}): TAttemptSummary {
  return {
    id: ATTEMPT_ID,
    examId: EXAM_ID,
    paperId: PAPER_ID,
    paperTitle: '试卷一',
    status: 'in_progress',
    // Relative to the test's clock: ten minutes in, nearly three hours left.
    startedAt: new Date(Date.now() - 600_000).toISOString(),
    deadline: new Date(Date.now() + 3 * 3600_000).toISOString(),
    finishedAt: null,
    score: null,
    maxScore: 6,
    ...overrides,
  };
}

export function storedAnswer(
  questionId: number,
  chosen: string[],
  seq: number,
  marked = false,
): TExamAnswer {
  return { questionId, chosen, texts: [], marked, seq, savedAt: '2026-06-01T01:10:00.000Z' };
}

/** An objective paper of four questions (two sections), started, nothing answered. */
export function attemptView(overrides: Partial<TAttemptView> = {}): TAttemptView {
  return {
    attempt: attemptSummary(),
    examTitle: '2026 年第一次全真模考',
    variant: 'obt',
    candidate: CANDIDATE,
    serverTime: new Date().toISOString(),
    submitOpensAt: null,
    warnMinutesBeforeEnd: 10,
    questions: [
      objectiveQuestion(1),
      objectiveQuestion(2),
      objectiveQuestion(3, { type: 'multiple', section: '二、多项选择题', points: 2 }),
      objectiveQuestion(4, { type: 'multiple', section: '二、多项选择题', points: 2 }),
    ],
    answers: [],
    position: 0,
    lastSeq: 0,
    ...overrides,
  };
}

export function examSummary(overrides: Partial<TExamSummary> = {}): TExamSummary {
  return {
    id: EXAM_ID,
    title: '2026 年第一次全真模考',
    variant: 'obt',
    startMode: 'fixed',
    state: 'registering',
    access: 'free',
    accessible: true,
    description: '按真实机考规则模考。',
    registrationOpensAt: '2026-05-01T00:00:00.000Z',
    registrationClosesAt: '2026-05-31T00:00:00.000Z',
    registrationOpen: true,
    startsAt: '2026-06-01T01:00:00.000Z',
    endsAt: '2026-06-01T10:00:00.000Z',
    lateEntryMinutes: 30,
    submitOpensMinutesBeforeEnd: 60,
    papers: [
      {
        id: PAPER_ID,
        ordinal: 1,
        title: '试卷一',
        durationMinutes: 180,
        questionCount: 100,
        maxScore: 150,
        sections: [],
      },
    ],
    candidateCount: 1234,
    registration: null,
    attempts: [],
    ...overrides,
  };
}
