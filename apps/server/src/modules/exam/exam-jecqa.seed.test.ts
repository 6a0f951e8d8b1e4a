import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { seedDemo } from '../../seed-demo';
import { openTestDatabase, TEST_DATABASES } from '../../test-app';
import { importQuestionFile } from '../tiku/import/import-questions';
import { examPapers, exams } from './exam.schema';

// With JEC-QA imported, the demo seed adds the real format: 试卷一 and 试卷二 of 100 questions,
// 180 minutes each, 交卷 in the last 60 minutes. A small file in JEC-QA's format stands in for
// the data set (the importer makes a mock paper of every 50 single and 50 multiple questions).

/** `n` JEC-QA lines: single-answer ones, then as many with two answers. */
function jecqaLines(n: number): string {
  const line = (index: number, answer: string[]) =>
    JSON.stringify({
      id: `t_${index}`,
      statement: `第 ${index} 题的题干`,
      option_list: { A: '甲', B: '乙', C: '丙', D: '丁' },
      answer,
      type: '0',
    });
  return Array.from({ length: n }, (_, i) => [line(i, ['A']), line(n + i, ['A', 'C'])])
    .flat()
    .join('\n');
}

describe.each(TEST_DATABASES)('the JEC-QA full-format demo exam on %s', (kind) => {
  let database: TDatabase;
  let workDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    workDir = mkdtempSync(join(tmpdir(), 'yzfk-jecqa-exam-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const fullFormat = () =>
    database.db.select().from(exams).where(eq(exams.seedKey, 'jecqa-obt-full'));

  it('is absent until JEC-QA is imported, then 试卷一 and 试卷二 of 100 questions, 180 minutes each', async () => {
    expect(await fullFormat()).toEqual([]);

    const file = join(workDir, 'jecqa.json');
    writeFileSync(file, jecqaLines(100));
    await importQuestionFile(database.db, file);
    await seedDemo(database.db);
    await seedDemo(database.db);

    const [exam, ...more] = await fullFormat();
    expect(more).toEqual([]);
    expect(exam).toMatchObject({
      variant: 'obt',
      startMode: 'window',
      submitOpensMinutesBeforeEnd: 60,
    });
    const papers = await database.db
      .select()
      .from(examPapers)
      .where(eq(examPapers.examId, exam?.id ?? 0))
      .orderBy(examPapers.ordinal);
    expect(
      papers.map((paper) => ({
        title: paper.title,
        minutes: paper.durationMinutes,
        questions: paper.questions.length,
        maxScore: paper.maxScore,
      })),
    ).toEqual([
      { title: '试卷一', minutes: 180, questions: 100, maxScore: 150 },
      { title: '试卷二', minutes: 180, questions: 100, maxScore: 150 },
    ]);
  });
});
