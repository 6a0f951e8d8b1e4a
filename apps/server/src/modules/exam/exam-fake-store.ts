import { fakeOf } from '../../platform/testing/fake-of';
import { userAuth } from '../../platform/testing/test-auth';
import type { TAnswerRow, TAttemptRepository, TAttemptRow } from './attempt.repository';
import type { TExamPaperRow, TExamRepository, TExamRow, TRegistrationRow } from './exam.repository';
import type { TExamRepositories } from './exam-repositories';
import type { TFinishDeps } from './finish-attempt';
import type { TPaperClocksOf } from './exam-context';
import type { TFrozenQuestion } from './exam.schema';

// The exam services' unit tier: one exam with one paper and one candidate registered and in
// the exam room, in memory, on a clock the test moves. The fake attempt repository does what
// its SQL does for the attempt rules (only in-progress attempts take saves, finish or are
// extended; a collected one reopens only to a deadline after now; a save needs a higher
// sequence number) and nothing more; every other query fails the test by name.

const MINUTE_MS = 60_000;
const CANDIDATE = 7;

const question: TFrozenQuestion = {
  id: 501,
  number: 1,
  type: 'single',
  section: '单项选择题',
  points: 1,
  subjectName: '民法',
  stemHtml: '<p>题干</p>',
  options: ['A', 'B', 'C', 'D'].map((key) => ({ key, html: key })),
  answer: ['A'],
  explanationHtml: null,
  lawRefs: [],
  source: { year: null, paper: null, number: null },
  subQuestions: [],
};

export type TExamWorldOptions = {
  /** 统一开考 (fixed) or 随到随考 (window). */
  startMode: 'fixed' | 'window';
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  lateEntryMinutes?: number;
  /** The clock's first reading. */
  now: Date;
};

/** The exam, its paper and candidate, the attempts as stored, and the services' deps. */
export function examWorld(options: TExamWorldOptions) {
  let now = options.now;
  const exam: TExamRow = {
    id: 1,
    title: '模考',
    variant: 'obt',
    startMode: options.startMode,
    access: 'free',
    organisationId: null,
    description: '',
    noticeHtml: '',
    registrationOpensAt: new Date(options.startsAt.getTime() - 7 * 24 * 60 * MINUTE_MS),
    registrationClosesAt: options.startsAt,
    startsAt: options.startsAt,
    endsAt: options.endsAt,
    lateEntryMinutes: options.lateEntryMinutes ?? 30,
    submitOpensMinutesBeforeEnd: null,
    status: 'published',
    registeredCount: 1,
    seedKey: null,
    createdAt: options.startsAt,
  };
  const paper: TExamPaperRow = {
    id: 10,
    examId: exam.id,
    ordinal: 1,
    title: '试卷一',
    durationMinutes: options.durationMinutes,
    gapMinutesBefore: 0,
    partialCredit: false,
    sections: [{ title: '单项选择题', type: 'single', count: 1, pointsEach: 1 }],
    questions: [question],
    maxScore: 1,
  };
  const registration: TRegistrationRow = {
    id: 100,
    examId: exam.id,
    userId: CANDIDATE,
    ticketNo: '20260001000001',
    realName: '张三',
    idNumberHash: 'hash',
    idNumberMasked: '110101********001X',
    loginFailures: 0,
    loginFailuresSince: null,
    createdAt: options.startsAt,
  };
  const attempts: TAttemptRow[] = [];
  const answers: TAnswerRow[] = [];
  const byId = (id: number) => attempts.find((attempt) => attempt.id === id) ?? null;
  /** Changes an attempt in progress (the guard the UPDATEs share); null when it is not. */
  const updateOpen = (id: number, change: Partial<TAttemptRow>) => {
    const attempt = byId(id);
    if (attempt?.status !== 'in_progress') return null;
    return Object.assign(attempt, change);
  };
  const inRoom = (attempt: TAttemptRow | null) =>
    attempt && { attempt, exam, registration, loggedInAt: exam.startsAt };

  const attemptRepository = fakeOf<TAttemptRepository>('attempts', {
    startContext: (_examId, paperId) =>
      Promise.resolve({
        exam,
        registration,
        loggedInAt: exam.startsAt,
        attempt: attempts.find((attempt) => attempt.paperId === paperId) ?? null,
      }),
    openAttempt: (values) => {
      const attempt: TAttemptRow = {
        id: attempts.length + 1,
        extraMinutes: 0,
        position: 0,
        lastSeq: 0,
        finishedAt: null,
        score: null,
        scored: false,
        reopenedAt: null,
        ...values,
      };
      attempts.push(attempt);
      return Promise.resolve(attempt);
    },
    find: (id) => Promise.resolve(byId(id)),
    findInRoom: (id, userId) => Promise.resolve(userId === CANDIDATE ? inRoom(byId(id)) : null),
    answers: (attemptId) =>
      Promise.resolve(answers.filter((answer) => answer.attemptId === attemptId)),
    saveAnswerIfOpen: (values) => {
      const attempt = byId(values.attemptId);
      if (attempt?.status !== 'in_progress') return Promise.resolve('closed');
      const stored = answers.find((answer) => answer.questionId === values.questionId);
      if (stored && stored.seq >= values.seq) return Promise.resolve('refused');
      const row: TAnswerRow = {
        ...values,
        marked: values.marked ?? false,
        changedAt: values.changedAt ?? null,
        achieved: values.achieved ?? null,
      };
      if (stored) Object.assign(stored, row);
      else answers.push(row);
      attempt.lastSeq = Math.max(attempt.lastSeq, values.seq);
      return Promise.resolve('stored');
    },
    lock: (id) => Promise.resolve(byId(id)),
    lockOpen: (id) => Promise.resolve(updateOpen(id, {})),
    finish: (id, values) => Promise.resolve(updateOpen(id, values)),
    addTime: (id, minutes) => {
      const attempt = byId(id);
      if (!attempt) return Promise.resolve(null);
      return Promise.resolve(
        updateOpen(id, {
          deadline: new Date(attempt.deadline.getTime() + minutes * MINUTE_MS),
          extraMinutes: attempt.extraMinutes + minutes,
        }),
      );
    },
    reopen: (id, minutes, at) => {
      const attempt = byId(id);
      if (attempt?.status !== 'collected') return Promise.resolve(null);
      const deadline = new Date(attempt.deadline.getTime() + minutes * MINUTE_MS);
      if (deadline <= at) return Promise.resolve(null);
      return Promise.resolve(
        Object.assign(attempt, {
          status: 'in_progress',
          deadline,
          extraMinutes: attempt.extraMinutes + minutes,
          finishedAt: null,
          score: null,
          scored: false,
          reopenedAt: at,
        }),
      );
    },
  });
  const repositories: TExamRepositories = {
    attempts: attemptRepository,
    exams: fakeOf<TExamRepository>('exams', {}),
  };
  const paperClocksOf: TPaperClocksOf = () => Promise.resolve([paper]);
  const deps: TFinishDeps & { rankingOpen: () => boolean; paperClocksOf: TPaperClocksOf } = {
    store: { ...repositories, transaction: (work) => work(repositories) },
    now: () => now,
    idNumberSecret: 'secret',
    authsOf: () => Promise.resolve([]),
    source: fakeOf('source', {}),
    recordWrongAnswers: () => Promise.resolve(),
    log: { warn: () => undefined },
    paperById: () => Promise.resolve(paper),
    rankingOpen: () => false,
    paperClocksOf,
  };

  return {
    deps,
    exam,
    paper,
    question,
    /** The attempts as stored (tests read their status and deadline). */
    attempts,
    /** The candidate's session, in the exam room. */
    candidate: userAuth(CANDIDATE),
    /** Sets the clock. */
    at(when: Date) {
      now = when;
    },
    now: () => now,
  };
}

/** `minutes` after `at` (negative: before). */
export function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}
