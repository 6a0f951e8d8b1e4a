import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import {
  chapters,
  paperQuestions,
  papers,
  questionBanks,
  questions,
  subjects,
} from './question.schema';
import type { TSubQuestion } from './question.schema';

// A small question bank written straight into the database for API tests, so they do not
// depend on the importer or the demo seed. Every answer is known to the tests.

export type TTikuFixture = {
  freeBankId: number;
  paidBankId: number;
  subjectId: number;
  /** 民法 / 总则 and 民法 / 合同 (with its child 合同 / 合同的订立). */
  chapterIds: { general: number; contract: number; formation: number };
  /** Free bank objective questions with their answers, in chapter order. */
  objective: { id: number; type: string; answer: string[]; chapterId: number }[];
  subjectiveId: number;
  paidQuestionId: number;
  /** Five questions (3 single, 2 multiple), 10 minutes, no partial credit: 7 points. */
  paperId: number;
  /** The same questions with partial credit. */
  partialPaperId: number;
  paidPaperId: number;
};

let counter = 0;

async function subjectId(db: TDb, name: string): Promise<number> {
  await db.insert(subjects).values({ name, ordinal: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(subjects).where(eq(subjects.name, name));
  if (!row) throw new Error(`subject ${name} missing`);
  return row.id;
}

async function chapter(db: TDb, subject: number, path: string, parentId: number | null) {
  const name = path.split(' / ').at(-1) ?? path;
  const [row] = await db
    .insert(chapters)
    .values({ subjectId: subject, parentId, path, name, ordinal: ++counter })
    .returning();
  if (!row) throw new Error('chapter not inserted');
  return row.id;
}

type TQuestionInput = {
  bankId: number;
  subjectId: number;
  chapterId: number | null;
  type: string;
  answer: string[];
  subQuestions?: TSubQuestion[];
};

async function question(db: TDb, input: TQuestionInput): Promise<number> {
  const n = ++counter;
  const [row] = await db
    .insert(questions)
    .values({
      bankId: input.bankId,
      externalId: `fixture:${n}`,
      contentHash: `h${n}`,
      type: input.type,
      subjectId: input.subjectId,
      chapterId: input.chapterId,
      stemHtml: `<p>测试题干 ${n}：下列说法正确的是？</p>`,
      stemText: `测试题干 ${n}：下列说法正确的是？`,
      options:
        input.type === 'subjective'
          ? []
          : ['A', 'B', 'C', 'D'].map((key) => ({ key, html: `选项 ${key}（题 ${n}）` })),
      answer: input.answer,
      explanationHtml: input.type === 'subjective' ? null : `<p>解析 ${n}</p>`,
      subQuestions: input.subQuestions ?? [],
      lawRefs: [
        {
          lawTitle: '中华人民共和国民法典',
          articleNumber: '第一条',
          lawId: null,
          articleOrdinal: null,
        },
      ],
      sourceYear: 2020,
      sourcePaper: '卷一',
      sourceNumber: n,
      difficulty: 3,
      tags: ['测试'],
      ordinal: n,
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('question not inserted');
  return row.id;
}

async function paper(
  db: TDb,
  bankId: number,
  title: string,
  items: { id: number; points: number; section: string }[],
  partialCredit: boolean,
): Promise<number> {
  const n = ++counter;
  const [row] = await db
    .insert(papers)
    .values({
      bankId,
      externalId: `fixture-paper:${n}`,
      contentHash: `p${n}`,
      kind: 'mock',
      title,
      year: null,
      timeLimitMinutes: 10,
      partialCredit,
      ordinal: n,
    })
    .returning({ id: papers.id });
  if (!row) throw new Error('paper not inserted');
  await db.insert(paperQuestions).values(
    items.map((item, index) => ({
      paperId: row.id,
      ordinal: index + 1,
      section: item.section,
      questionId: item.id,
      points: item.points,
    })),
  );
  return row.id;
}

/** Inserts the fixture bank (free and paid) and answers what was made. */
export async function insertTikuFixture(db: TDb): Promise<TTikuFixture> {
  const suffix = `${Date.now()}-${++counter}`;
  const [free] = await db
    .insert(questionBanks)
    .values({ code: `fixture-${suffix}`, name: '测试题库', isFree: true, ordinal: -2 })
    .returning();
  const [paid] = await db
    .insert(questionBanks)
    .values({ code: `fixture-paid-${suffix}`, name: '测试付费题库', isFree: false, ordinal: -1 })
    .returning();
  if (!free || !paid) throw new Error('banks not inserted');
  const subject = await subjectId(db, '民法');
  const general = await chapter(db, subject, `总则 ${suffix}`, null);
  const contract = await chapter(db, subject, `合同 ${suffix}`, null);
  const formation = await chapter(db, subject, `合同 ${suffix} / 合同的订立`, contract);

  const specs: { type: string; answer: string[]; chapterId: number }[] = [
    { type: 'single', answer: ['A'], chapterId: general },
    { type: 'single', answer: ['B'], chapterId: general },
    { type: 'single', answer: ['C'], chapterId: general },
    { type: 'multiple', answer: ['A', 'C'], chapterId: general },
    { type: 'multiple', answer: ['B', 'C', 'D'], chapterId: contract },
    { type: 'indefinite', answer: ['D'], chapterId: contract },
    { type: 'single', answer: ['D'], chapterId: formation },
    { type: 'multiple', answer: ['A', 'B'], chapterId: formation },
  ];
  const objective: TTikuFixture['objective'] = [];
  for (const spec of specs) {
    objective.push({
      ...spec,
      id: await question(db, { ...spec, bankId: free.id, subjectId: subject }),
    });
  }
  const subjectiveId = await question(db, {
    bankId: free.id,
    subjectId: subject,
    chapterId: contract,
    type: 'subjective',
    answer: [],
    subQuestions: [
      {
        stemHtml: '<p>甲乙之间的合同是否成立？</p>',
        referenceHtml: '<p>成立。</p>',
        scoringPoints: [
          { text: '合同成立', points: 2 },
          { text: '说明承诺到达生效', points: 2 },
        ],
      },
      {
        stemHtml: '<p>乙应承担何种责任？</p>',
        referenceHtml: '<p>违约责任。</p>',
        scoringPoints: [{ text: '违约责任', points: 3 }],
      },
    ],
  });
  const paidQuestionId = await question(db, {
    bankId: paid.id,
    subjectId: subject,
    chapterId: general,
    type: 'single',
    answer: ['A'],
  });

  const paperItems = [0, 1, 2, 3, 4].map((i) => {
    const item = objective[i];
    if (!item) throw new Error('fixture question missing');
    return {
      id: item.id,
      points: item.type === 'single' ? 1 : 2,
      section: item.type === 'single' ? '一、单项选择题' : '二、多项选择题',
    };
  });
  return {
    freeBankId: free.id,
    paidBankId: paid.id,
    subjectId: subject,
    chapterIds: { general, contract, formation },
    objective,
    subjectiveId,
    paidQuestionId,
    paperId: await paper(db, free.id, '测试模拟卷', paperItems, false),
    partialPaperId: await paper(db, free.id, '测试模拟卷（少选得分）', paperItems, true),
    paidPaperId: await paper(
      db,
      paid.id,
      '测试付费卷',
      [{ id: paidQuestionId, points: 1, section: '一、单项选择题' }],
      false,
    ),
  };
}
