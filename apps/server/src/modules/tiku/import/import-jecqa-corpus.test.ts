import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../platform/db/database';
import { paperQuestions, papers, questionBanks, questions, subjects } from '../question.schema';
import { openTestDatabase, TEST_DATABASES } from '../../../test-app';
import { importQuestionFile, type TQuestionImportSummary } from './import-questions';

// The shared JEC-QA file (../shared/data/questions-jecqa beside the repository), imported on
// each database. The counts were checked by hand with a script over the file: 7,775 lines,
// 3,679 with one answer letter, 4,092 with several, 4 with none (lines 212, 2336, 4579, 6477),
// and 3,427 with a subject.
const FILE = fileURLToPath(
  new URL('../../../../../../../shared/data/questions-jecqa/0_train.json', import.meta.url),
);
const HAS_FILE = existsSync(FILE);
if (!HAS_FILE) console.warn(`${FILE} is absent: the JEC-QA import test is skipped`);

describe.runIf(HAS_FILE).each(TEST_DATABASES)('importing JEC-QA 0_train.json on %s', (kind) => {
  let database: TDatabase;
  let first: TQuestionImportSummary;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    first = await importQuestionFile(database.db, FILE);
  }, 300_000);
  afterAll(() => database.close());

  const jecqa = sql`${questions.bankId} = (select id from question_banks where code = 'jecqa')`;

  it('imports 7,771 of 7,775 lines and rejects the 4 without an answer', () => {
    expect(first).toMatchObject({
      format: 'jecqa',
      lines: 7775,
      questions: { total: 7771, created: 7771, updated: 0, unchanged: 0 },
      rejected: [212, 2336, 4579, 6477].map((line) => ({ line, reason: '缺少答案' })),
    });
  });

  it('stores 3,679 single and 4,092 multiple questions in the free jecqa bank', async () => {
    const [bank] = await database.db
      .select()
      .from(questionBanks)
      .where(eq(questionBanks.code, 'jecqa'));
    expect(bank).toMatchObject({ name: '法考真题练习库（JEC-QA）', isFree: true, isSample: false });
    const types = await database.db
      .select({ type: questions.type, count: sql<number>`count(*)::int` })
      .from(questions)
      .where(jecqa)
      .groupBy(questions.type)
      .orderBy(questions.type);
    expect(types).toEqual([
      { type: 'multiple', count: 4092 },
      { type: 'single', count: 3679 },
    ]);
  });

  it('keeps the subject given in the file', async () => {
    const [row] = await database.db
      .select({ subject: subjects.name, stem: questions.stemText })
      .from(questions)
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(eq(questions.externalId, 'jecqa:1_4269'));
    expect(row?.subject).toBe('国际经济法');
    expect(row?.stem).toMatch(/^中国商务部决定对原产于马来西亚等八国的橡胶制品展开反补贴调查/);
    // Every subject the file gives is kept (3,427 questions; the 4 rejected lines have none).
    const given = new Map<string, string>();
    for (const line of readFileSync(FILE, 'utf8').split('\n')) {
      const data = line.trim() ? (JSON.parse(line) as { id: string; subject?: string }) : null;
      if (data?.subject) given.set(`jecqa:${data.id}`, data.subject);
    }
    const rows = await database.db
      .select({ externalId: questions.externalId, subject: subjects.name })
      .from(questions)
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(jecqa);
    const kept = rows.filter((entry) => given.get(entry.externalId) === entry.subject);
    expect(given.size).toBe(3427);
    expect(kept).toHaveLength(3427);
  });

  it('places nearly every question in a subject and most in a chapter', () => {
    expect(first.unplaced.general).toBeLessThan(50);
    expect(first.unplaced.withoutChapter).toBeLessThan(7771 * 0.1);
  });

  it('builds 10 mock papers of 50 single (1 point) and 50 multiple (2 points) questions', async () => {
    expect(first.papers).toEqual({ total: 10, created: 10, updated: 0, unchanged: 0 });
    const rows = await database.db
      .select({
        title: papers.title,
        kind: papers.kind,
        timeLimit: papers.timeLimitMinutes,
        count: sql<number>`count(*)::int`,
        points: sql<number>`sum(${paperQuestions.points})::int`,
        singles: sql<number>`count(*) filter (where ${paperQuestions.section} = '一、单项选择题' and ${paperQuestions.points} = 1)::int`,
      })
      .from(papers)
      .innerJoin(paperQuestions, eq(paperQuestions.paperId, papers.id))
      .where(sql`${papers.externalId} like 'jecqa:%'`)
      .groupBy(papers.id)
      .orderBy(papers.ordinal);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      title: 'JEC-QA 模拟卷（一）',
      kind: 'mock',
      timeLimit: 180,
      count: 100,
      points: 150,
      singles: 50,
    });
    expect(rows[9]?.title).toBe('JEC-QA 模拟卷（十）');
    expect(rows.every((row) => row.count === 100 && row.points === 150)).toBe(true);
  });

  it('changes nothing on a second run', async () => {
    const second = await importQuestionFile(database.db, FILE);
    expect(second.questions).toEqual({ total: 7771, created: 0, updated: 0, unchanged: 7771 });
    expect(second.papers).toEqual({ total: 10, created: 0, updated: 0, unchanged: 10 });
    const [count] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(questions)
      .where(jecqa);
    expect(count?.count).toBe(7771);
  });
});
