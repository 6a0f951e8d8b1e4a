import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import type { TDatabase } from '../../../platform/db/database';
import { chapters, paperQuestions, papers, questions, subjects } from '../question.schema';
import { openTestDatabase, TEST_DATABASES } from '../../../test-app';
import { importQuestionFile } from './import-questions';

// A small file in our format, imported twice, then changed, on each database.

const dir = mkdtempSync(join(tmpdir(), 'yzfk-questions-'));
const bank = { kind: 'bank', code: 'imptest', name: '导入测试题库', isFree: true };
const question = (id: string, fields: Record<string, unknown> = {}) => ({
  kind: 'question',
  id,
  bank: 'imptest',
  type: 'single',
  stem: `题 ${id}：根据《民法典》，向人民法院请求保护民事权利的诉讼时效期间是多久？`,
  options: { A: '一年', B: '二年', C: '三年', D: '四年' },
  answer: ['C'],
  lawRefs: [{ lawTitle: '中华人民共和国民法典', articleNumber: '第一百八十八条' }],
  ...fields,
});
const lines = [
  bank,
  question('1'),
  question('2', { type: 'multiple', answer: ['A', 'B'], subject: '民法', chapter: '物权 / 占有' }),
  question('3', { subject: '海商法专题', chapter: '船舶 / 船舶所有权' }),
  question('4', { answer: [] }),
  question('5', { type: 'unknown' }),
  {
    kind: 'paper',
    id: 'p1',
    bank: 'imptest',
    type: 'mock',
    title: '导入测试卷',
    timeLimitMinutes: 20,
    sections: [{ title: '一、选择题', questions: ['1', '2'] }],
  },
];
const write = (name: string, rows: unknown[]) => {
  const path = join(dir, name);
  writeFileSync(path, rows.map((row) => JSON.stringify(row)).join('\n'));
  return path;
};

describe.each(TEST_DATABASES)('importing a question file on %s', (kind) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const stored = () =>
    database.db
      .select({
        externalId: questions.externalId,
        type: questions.type,
        subject: subjects.name,
        chapter: chapters.path,
        lawRefs: questions.lawRefs,
      })
      .from(questions)
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .leftJoin(chapters, eq(chapters.id, questions.chapterId))
      .where(like(questions.externalId, 'imptest:%'))
      .orderBy(asc(questions.externalId));

  it('imports the good lines, rejects the bad ones with line numbers', async () => {
    const summary = await importQuestionFile(database.db, write('a.jsonl', lines));
    expect(summary).toMatchObject({
      format: 'yzfk',
      lines: 7,
      questions: { total: 3, created: 3, updated: 0, unchanged: 0 },
      papers: { total: 1, created: 1, updated: 0, unchanged: 0 },
      rejected: [
        { line: 5, reason: '缺少答案' },
        { line: 6, reason: '未知题型：unknown' },
      ],
    });
    const rows = await stored();
    expect(rows.map((row) => [row.externalId, row.type, row.subject, row.chapter])).toEqual([
      ['imptest:1', 'single', '民法', '民法总则 / 诉讼时效与期间'],
      ['imptest:2', 'multiple', '民法', '物权 / 占有'],
      ['imptest:3', 'single', '海商法专题', '船舶 / 船舶所有权'],
    ]);
    // Linked to the seed's sample 民法典 excerpt, which has 第一百八十八条.
    expect(rows[0]?.lawRefs[0]?.lawId).toEqual(expect.any(Number));
    expect(rows[0]?.lawRefs[0]?.articleOrdinal).toEqual(expect.any(Number));
  });

  it('changes nothing on a second run and stores nothing twice', async () => {
    const summary = await importQuestionFile(database.db, write('a.jsonl', lines));
    expect(summary.questions).toEqual({ total: 3, created: 0, updated: 0, unchanged: 3 });
    expect(summary.papers).toEqual({ total: 1, created: 0, updated: 0, unchanged: 1 });
    expect(await stored()).toHaveLength(3);
    const chapterRows = await database.db
      .select({ path: chapters.path })
      .from(chapters)
      .where(eq(chapters.path, '船舶 / 船舶所有权'));
    expect(chapterRows).toHaveLength(1);
  });

  it('rewrites a changed question in place and replaces a changed paper', async () => {
    const [before] = await database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.externalId, 'imptest:2'));
    const changed = lines.map((line) =>
      'id' in line && line.id === '2' && line.kind === 'question'
        ? { ...line, answer: ['A', 'B', 'D'] }
        : 'id' in line && line.id === 'p1'
          ? { ...line, sections: [{ title: '一、选择题', points: 3, questions: ['2'] }] }
          : line,
    );
    const summary = await importQuestionFile(database.db, write('b.jsonl', changed));
    expect(summary.questions).toEqual({ total: 3, created: 0, updated: 1, unchanged: 2 });
    expect(summary.papers).toEqual({ total: 1, created: 0, updated: 1, unchanged: 0 });
    const [after] = await database.db
      .select({ id: questions.id, answer: questions.answer })
      .from(questions)
      .where(eq(questions.externalId, 'imptest:2'));
    expect(after).toEqual({ id: before?.id, answer: ['A', 'B', 'D'] });
    const items = await database.db
      .select({ questionId: paperQuestions.questionId, points: paperQuestions.points })
      .from(paperQuestions)
      .innerJoin(papers, eq(papers.id, paperQuestions.paperId))
      .where(eq(papers.externalId, 'imptest:paper:p1'));
    expect(items).toEqual([{ questionId: before?.id, points: 3 }]);
  });

  it('adds new child chapters under chapters that exist already', async () => {
    // 物权 (syllabus), 船舶 (made by the first file) and 物权 / 占有 exist; only children are new.
    const more = [
      { ...bank, code: 'imptest2', name: '导入测试题库二' },
      question('6', { bank: 'imptest2', subject: '民法', chapter: '物权 / 新增专题' }),
      question('7', { bank: 'imptest2', subject: '海商法专题', chapter: '船舶 / 船舶抵押权' }),
      question('8', { bank: 'imptest2', subject: '民法', chapter: '物权 / 占有 / 占有保护' }),
    ];
    const summary = await importQuestionFile(database.db, write('c.jsonl', more));
    expect(summary.questions).toEqual({ total: 3, created: 3, updated: 0, unchanged: 0 });
    expect(summary.rejected).toEqual([]);
    const placed = await database.db
      .select({ externalId: questions.externalId, chapter: chapters.path })
      .from(questions)
      .innerJoin(chapters, eq(chapters.id, questions.chapterId))
      .where(like(questions.externalId, 'imptest2:%'))
      .orderBy(asc(questions.externalId));
    expect(placed).toEqual([
      { externalId: 'imptest2:6', chapter: '物权 / 新增专题' },
      { externalId: 'imptest2:7', chapter: '船舶 / 船舶抵押权' },
      { externalId: 'imptest2:8', chapter: '物权 / 占有 / 占有保护' },
    ]);
    // Each new chapter hangs under its existing parent.
    const all = await database.db
      .select({ id: chapters.id, path: chapters.path, parentId: chapters.parentId })
      .from(chapters);
    const idOf = (path: string) => all.find((row) => row.path === path)?.id;
    const parentOf = (path: string) => all.find((row) => row.path === path)?.parentId;
    expect(parentOf('物权 / 新增专题')).toBe(idOf('物权'));
    expect(parentOf('船舶 / 船舶抵押权')).toBe(idOf('船舶'));
    expect(parentOf('物权 / 占有 / 占有保护')).toBe(idOf('物权 / 占有'));
    expect(idOf('物权')).toEqual(expect.any(Number));
  });
});
