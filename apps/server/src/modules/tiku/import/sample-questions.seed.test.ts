import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../platform/db/database';
import { papers, questionBanks, questions, subjects } from '../question.schema';
import { lawArticles } from '../../law/law.schema';
import { openTestDatabase, TEST_DATABASES } from '../../../test-app';
import { seedSampleQuestions } from './sample-questions.seed';

// openTestDatabase runs the demo seed, sample questions included.
describe.each(TEST_DATABASES)('the sample questions on %s', (kind) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('has a free and a paid sample bank', async () => {
    const banks = await database.db
      .select({ code: questionBanks.code, name: questionBanks.name, isFree: questionBanks.isFree })
      .from(questionBanks)
      .where(eq(questionBanks.isSample, true))
      .orderBy(questionBanks.code);
    expect(banks).toEqual([
      // The mock exams' demo seed writes its original cases through the same import.
      { code: 'exam-cases', name: '模考案例题（示例）', isFree: true },
      { code: 'sample', name: '示例题库', isFree: true },
      { code: 'sample-paid', name: '示例付费题库（需授权）', isFree: false },
    ]);
  });

  it('holds every type for 民法, 刑法 and 行政法 with explanations and law references', async () => {
    const rows = await database.db
      .select({
        subject: subjects.name,
        type: questions.type,
        count: sql<number>`count(*)::int`,
        chapters: sql<number>`count(distinct ${questions.chapterId})::int`,
        explained: sql<number>`count(${questions.explanationHtml})::int`,
      })
      .from(questions)
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(sql`${questions.externalId} like 'sample:%' and ${questions.type} <> 'subjective'`)
      .groupBy(subjects.name, questions.type);
    for (const subject of ['民法', '刑法', '行政法与行政诉讼法']) {
      const count = (type: string) =>
        rows.find((row) => row.subject === subject && row.type === type)?.count;
      expect([count('single'), count('multiple'), count('indefinite')]).toEqual([4, 3, 2]);
    }
    expect(rows.every((row) => row.explained === row.count)).toBe(true);
  });

  it('has subjective questions with sub-questions, reference answers and scored points', async () => {
    const rows = await database.db
      .select({ subQuestions: questions.subQuestions, options: questions.options })
      .from(questions)
      .where(sql`${questions.externalId} like 'sample:%' and ${questions.type} = 'subjective'`);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.options).toEqual([]);
      expect(row.subQuestions.length).toBeGreaterThanOrEqual(2);
      for (const sub of row.subQuestions) {
        expect(sub.referenceHtml).toMatch(/^<p>/);
        expect(sub.scoringPoints.length).toBeGreaterThan(0);
        expect(sub.scoringPoints.every((point) => point.points > 0)).toBe(true);
      }
    }
  });

  it('has a past paper, a timed mock paper with partial credit and a paid paper', async () => {
    const rows = await database.db
      .select({
        title: papers.title,
        kind: papers.kind,
        year: papers.year,
        timeLimit: papers.timeLimitMinutes,
        partialCredit: papers.partialCredit,
      })
      .from(papers)
      .where(sql`${papers.externalId} like 'sample%'`)
      .orderBy(papers.externalId);
    expect(rows).toEqual([
      {
        title: '示例付费模拟卷（需授权）',
        kind: 'mock',
        year: null,
        timeLimit: 10,
        partialCredit: false,
      },
      {
        title: '示例模拟卷（行政法，限时 30 分钟）',
        kind: 'mock',
        year: null,
        timeLimit: 30,
        partialCredit: true,
      },
      {
        title: '2024 年示例真题卷（示例，非真实真题）',
        kind: 'past',
        year: 2024,
        timeLimit: 60,
        partialCredit: false,
      },
    ]);
  });

  it('cites only laws and articles that the demo laws hold', async () => {
    const rows = await database.db
      .select({ id: questions.externalId, lawRefs: questions.lawRefs })
      .from(questions)
      .where(sql`${questions.externalId} like 'sample:%'`);
    const refs = rows.flatMap((row) => row.lawRefs.map((ref) => ({ ...ref, question: row.id })));
    expect(refs.length).toBeGreaterThan(30);
    const unresolved = refs
      .filter((ref) => ref.lawId === null || (ref.articleNumber && ref.articleOrdinal === null))
      .map((ref) => `${ref.question}: ${ref.lawTitle} ${ref.articleNumber ?? ''}`);
    expect(unresolved).toEqual([]);
    // Each link opens an article of the cited law under the cited number.
    const articles = await database.db
      .select({
        lawId: lawArticles.lawId,
        ordinal: lawArticles.ordinal,
        number: lawArticles.number,
      })
      .from(lawArticles);
    const numberAt = new Map(articles.map((row) => [`${row.lawId}:${row.ordinal}`, row.number]));
    for (const ref of refs.filter((one) => one.articleNumber)) {
      expect(numberAt.get(`${ref.lawId}:${ref.articleOrdinal}`)).toBe(ref.articleNumber);
    }
  });

  it('seeds again without writing anything', async () => {
    const summary = await seedSampleQuestions(database.db);
    expect(summary.rejected).toEqual([]);
    expect(summary.questions).toEqual({ total: 32, created: 0, updated: 0, unchanged: 32 });
    expect(summary.papers).toEqual({ total: 3, created: 0, updated: 0, unchanged: 3 });
  });
});
