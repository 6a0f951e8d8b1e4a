import type { TDb } from '../../platform/db/database';
import { createExamSourceService } from '../tiku/exam-source/exam-source.service';
import { createExam, type TCreateExamRequest } from './create-exam';
import { EXAM_CASE_IDS, seedExamCases } from './exam-cases.seed';
import type { TExamDeps } from './exam-context';
import type { TExamRow } from './exam.repository';
import { createExamRepositories } from './exam-repositories';
import { JECQA_BANK } from '../tiku/import/parse-jecqa';
import { fixedEndsAt } from './exam-rules';
import { CHINA_OFFSET_MS } from '../../platform/china-time';

// The demo mock exams (decision 0015), written at every start and found again by their seed
// keys: a 随到随考 客观题 exam open now for a long window (short papers from the sample bank,
// 交卷 at any time, so a newcomer sees a report with a rank within minutes), one 统一开考 exam
// at 09:00 China time the next day (moved to the next day's 09:00 once it is over, its own
// registrations and attempts cleared, so one is upcoming and old ones do not pile up), and a
// 随到随考 主观题 exam of original cases.

const DAY_MS = 86_400_000;

/** 09:00 China time on the day after `now` (China time), and that day as YYYY-MM-DD. */
export function nextMorning(now: Date): { at: Date; day: string } {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const day = new Date(
    Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + 1, 9),
  );
  return {
    at: new Date(day.getTime() - CHINA_OFFSET_MS),
    day: day.toISOString().slice(0, 10),
  };
}

type TDemo = {
  seedKey: string;
  request: TCreateExamRequest;
  /** Moved to the request's times when it is over (the 统一开考 demo). */
  restartsWhenOver?: boolean;
};

async function demoExams(db: TDb, now: Date): Promise<TDemo[]> {
  const source = createExamSourceService(db);
  const [past, mock, jecqaOne, jecqaTwo] = await Promise.all([
    source.paperId('sample:paper:past-2024'),
    source.paperId('sample:paper:mock-1'),
    source.paperId(`${JECQA_BANK.code}:mock:1`),
    source.paperId(`${JECQA_BANK.code}:mock:2`),
  ]);
  const caseIds = await source.questionIds(EXAM_CASE_IDS);
  if (past === null || mock === null) throw new Error('the sample papers are missing');
  const windowOpen = {
    startMode: 'window' as const,
    access: 'free' as const,
    registrationOpensAt: new Date(now.getTime() - 60_000).toISOString(),
    startsAt: new Date(now.getTime() - 60_000).toISOString(),
    endsAt: new Date(now.getTime() + 3650 * DAY_MS).toISOString(),
    submitOpensMinutesBeforeEnd: null,
  };
  const morning = nextMorning(now);
  // With JEC-QA imported (npm run import:questions), the real format: 卷一 and 卷二 of 100
  // questions, 180 minutes each, 交卷 only in the last 60 minutes.
  const fullFormat: TDemo[] =
    jecqaOne !== null && jecqaTwo !== null
      ? [
          {
            seedKey: 'jecqa-obt-full',
            request: {
              ...windowOpen,
              title: '客观题全真模考（JEC-QA 试卷一、试卷二）',
              variant: 'obt',
              description:
                '按真实机考的题量与时长：两卷各 100 题、各 180 分钟，每卷最后 60 分钟方可交卷。题目来自 JEC-QA 数据集。',
              submitOpensMinutesBeforeEnd: 60,
              papers: [
                { title: '试卷一', durationMinutes: 180, sourcePaperId: jecqaOne },
                { title: '试卷二', durationMinutes: 180, sourcePaperId: jecqaTwo },
              ],
            },
          },
        ]
      : [];
  return [
    {
      seedKey: 'demo-obt-window',
      request: {
        ...windowOpen,
        title: '随到随考 · 客观题模考（示例）',
        variant: 'obt',
        description: '随时可考：报名后登录考场即可开考，交卷不限时间，交卷后即可查看成绩与排名。',
        papers: [
          { title: '试卷一', durationMinutes: 30, sourcePaperId: past },
          { title: '试卷二', durationMinutes: 20, sourcePaperId: mock },
        ],
      },
    },
    {
      seedKey: 'demo-obt-fixed',
      restartsWhenOver: true,
      request: {
        title: `统一开考 · 客观题模考（${morning.day}，示例）`,
        variant: 'obt',
        startMode: 'fixed',
        access: 'free',
        description:
          '全体考生同一时间开考：试卷一结束后接着考试卷二，开考 30 分钟后不得进入，每科最后 60 分钟方可交卷。',
        registrationOpensAt: new Date(now.getTime() - 60_000).toISOString(),
        startsAt: morning.at.toISOString(),
        papers: [
          { title: '试卷一', durationMinutes: 90, sourcePaperId: past },
          { title: '试卷二', durationMinutes: 90, sourcePaperId: mock },
        ],
      },
    },
    {
      seedKey: 'demo-subt-window',
      request: {
        ...windowOpen,
        title: '随到随考 · 主观题模考（示例）',
        variant: 'subt',
        description: '原创案例分析题：边查法条边作答，交卷后对照参考答案和采分点自评得分。',
        papers: [
          {
            title: '试卷',
            durationMinutes: 60,
            questionIds: EXAM_CASE_IDS.map((id) => caseIds.get(id) ?? 0),
          },
        ],
      },
    },
    ...fullFormat,
  ];
}

/** Writes the demo exams that do not exist yet (idempotent by seed key). */
export async function seedDemoExams(db: TDb, now: Date): Promise<void> {
  await seedExamCases(db);
  const store = createExamRepositories(db);
  const deps: TExamDeps = {
    store,
    now: () => now,
    idNumberSecret: '',
    authsOf: () => Promise.resolve([]),
    source: createExamSourceService(db),
    recordWrongAnswers: () => Promise.resolve(),
    log: { warn: () => undefined },
  };
  for (const demo of await demoExams(db, now)) {
    const existing = await store.exams.findBySeedKey(demo.seedKey);
    if (!existing) await createExam(deps, demo.request, { seedKey: demo.seedKey });
    else if (demo.restartsWhenOver && existing.endsAt <= now) {
      await restartDemo(deps, existing, demo.seedKey, demo.request, now);
    }
  }
}

/**
 * Moves an ended demo exam to the request's start (its papers as they are). One that
 * candidates sat keeps their reports: it stays under its day's key, and a new one is created.
 */
async function restartDemo(
  deps: TExamDeps,
  exam: TExamRow,
  seedKey: string,
  request: TCreateExamRequest,
  now: Date,
): Promise<void> {
  const startsAt = new Date(request.startsAt);
  const papers = await deps.store.exams.papersOf([exam.id]);
  const outcome = await deps.store.transaction((repositories) =>
    repositories.exams.restartEnded(
      exam.id,
      `${seedKey}:sat:${exam.id}`,
      {
        title: request.title,
        registrationOpensAt: new Date(now.getTime() - 60_000),
        registrationClosesAt: startsAt,
        startsAt,
        endsAt: fixedEndsAt(startsAt, papers),
      },
      now,
    ),
  );
  if (outcome === 'sat') await createExam(deps, request, { seedKey });
}
