import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getLawArticlesCall, getLawDetailCall, getLawListCall } from '@yzfk/contract/calls/law';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { loginUser } from '../identity/identity-fixtures';
import { examPapers } from '../exam/exam.schema';
import { questions } from '../tiku/question.schema';
import { importLawFolder } from './import-laws';
import { lawDocuments } from './law.schema';
import { seedSampleLaws } from './sample-laws.seed';
import { callContractOk, type TAnyCall } from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';
import { createNoteCall, listSourceNotesCall } from '@yzfk/contract/calls/notes';
import { listFavoritesCall, setFavoriteCall } from '@yzfk/contract/calls/favorite';

// The real library retiring the demo's sample laws: a small corpus holding the real 刑法 (without
// 第十七条, which the sample has) is imported over the seeded demo, then the step the pack's load
// runs afterwards. The sample 刑法's articles are 第三条 … 第八十一条 at ordinals 1–9.

const CRIMINAL_ARTICLES = [
  '第一条',
  '第二条',
  '第三条',
  '第十三条',
  '第二十条',
  '第六十五条',
  '第六十六条',
  '第六十七条',
  '第七十四条',
  '第八十一条',
  '第二百六十三条',
];

function writeCorpus(): string {
  const folder = mkdtempSync(join(tmpdir(), 'yzfk-real-laws-'));
  mkdirSync(join(folder, '刑法'));
  const articles = CRIMINAL_ARTICLES.map((number) => `${number} ${number}的正文。`).join('\n\n');
  writeFileSync(
    join(folder, '刑法', '刑法.md'),
    `# 中华人民共和国刑法\n\n1997年3月14日 第八届全国人民代表大会第五次会议修订\n\n<!-- INFO END -->\n\n${articles}\n`,
  );
  return folder;
}

describe.each(TEST_DATABASES)('retiring the sample laws on %s', (kind) => {
  let t: TTestApp;
  let token: string;
  let sampleId = 0;
  let realId = 0;
  let nothingYet: Awaited<ReturnType<TTestApp['deps']['retireSampleLaws']>> | undefined;

  const ok = <C extends TAnyCall>(call: C, body: TCallRequest<C>) =>
    callContractOk(t, call, body, token);
  const lawTitled = async (title: string) =>
    t.deps.database.db.select().from(lawDocuments).where(eq(lawDocuments.title, title));

  beforeAll(async () => {
    t = await startTestApp(kind, {});
    token = (await loginUser(t, '13900000871')).token;
    const [sample] = await lawTitled('中华人民共和国刑法（示例节选）');
    sampleId = sample?.id ?? 0;
    // Made on the sample while it is the only 刑法: a note on 第二十条, one on 第十七条, a star.
    await ok(createNoteCall, {
      source: 'law',
      sourceId: sampleId,
      anchor: '4',
      quote: '正当防卫',
      text: '第二十条的笔记',
    });
    await ok(createNoteCall, {
      source: 'law',
      sourceId: sampleId,
      anchor: '3',
      quote: '刑事责任年龄',
      text: '第十七条的笔记',
    });
    await ok(setFavoriteCall, { kind: 'law', targetId: sampleId, favorite: true });
    nothingYet = await t.deps.retireSampleLaws();
    await importLawFolder(t.deps.database.db, writeCorpus());
    const [real] = await lawTitled('中华人民共和国刑法');
    realId = real?.id ?? 0;
  }, 60_000);
  afterAll(() => t.close());

  it('answers nothing to retire while only samples exist… then retires the matched ones', async () => {
    expect(sampleId).toBeGreaterThan(0);
    expect(nothingYet).toMatchObject({ redirects: [], unmatched: [], questions: 0, notes: 0 });
    expect(realId).toBeGreaterThan(0);
    const first = await t.deps.retireSampleLaws();
    expect(first.redirects).toEqual([
      {
        fromLawId: sampleId,
        toLawId: realId,
        articles: [
          [1, 3],
          [2, 4],
          [4, 5],
          [5, 6],
          [6, 7],
          [7, 8],
          [8, 9],
          [9, 10],
        ],
      },
    ]);
    // The corpus holds only 刑法: the other samples have no real law yet and stay.
    expect(first.unmatched).toContain('中华人民共和国民法典（示例节选）');
    expect(await lawTitled('中华人民共和国刑法（示例节选）')).toEqual([]);
  });

  it("opens the sample's id as the real law, with the article ordinals mapped", async () => {
    const detail = await ok(getLawDetailCall, { id: sampleId });
    expect(detail.law).toMatchObject({ id: realId, title: '中华人民共和国刑法', isSample: false });
    expect(detail.movedFrom?.id).toBe(sampleId);
    expect(detail.movedFrom?.articles).toContainEqual([4, 5]);
    expect(detail.favorite.isFavorite).toBe(true);
    const { envelope } = await t.call('/flks/law/detail', { id: 987_654 }, { token });
    expect(envelope.code).toBe(4604);
    const real = await ok(getLawDetailCall, { id: realId });
    expect(real.movedFrom).toBeUndefined();
  });

  it("reads a sample's cited article from the real law, under the ref it was asked by", async () => {
    const { articles } = await ok(getLawArticlesCall, { refs: [{ lawId: sampleId, ordinal: 4 }] });
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({ lawId: sampleId, ordinal: 4, number: '第二十条' });
    // The test corpus's real 刑法 (its text, not the sample's excerpt).
    expect(articles[0]?.paragraphs).toEqual(['第二十条的正文。']);
  });

  it('lists no sample', async () => {
    const list = await ok(getLawListCall, {});
    expect(list.list.map((law) => law.title)).toEqual(['中华人民共和国刑法']);
  });

  it("links the sample questions' and the exam papers' 相关法条 to the real law", async () => {
    const rows = await t.deps.database.db.select({ lawRefs: questions.lawRefs }).from(questions);
    const criminal = rows.flatMap((row) =>
      row.lawRefs.filter((ref) => ref.lawTitle === '中华人民共和国刑法'),
    );
    expect(criminal.length).toBeGreaterThan(0);
    expect(criminal.every((ref) => ref.lawId === realId)).toBe(true);
    expect(criminal.find((ref) => ref.articleNumber === '第六十七条')?.articleOrdinal).toBe(8);
    const papers = await t.deps.database.db
      .select({ questions: examPapers.questions })
      .from(examPapers);
    const frozen = papers.flatMap((paper) =>
      paper.questions.flatMap((question) =>
        question.lawRefs.filter((ref) => ref.lawTitle === '中华人民共和国刑法'),
      ),
    );
    expect(frozen.length).toBeGreaterThan(0);
    expect(frozen.every((ref) => ref.lawId === realId)).toBe(true);
    expect(frozen.find((ref) => ref.articleNumber === '第二百六十三条')?.articleOrdinal).toBe(11);
  });

  it("shows the sample's notes and star on the real law", async () => {
    const notes = await ok(listSourceNotesCall, {
      source: 'law',
      sourceId: realId,
    });
    // 第二十条 is the real law's 5th article; 第十七条 has no counterpart: its note goes to the
    // nearest mapped article before it (第十三条, the 4th).
    expect(notes.items.map((note) => [note.anchor, note.text])).toEqual([
      ['4', '第十七条的笔记'],
      ['5', '第二十条的笔记'],
    ]);
    const stars = await ok(listFavoritesCall, {
      kind: 'law',
    });
    expect(stars.items.map((item) => item.targetId)).toEqual([realId]);
  });

  it('changes nothing when run again, and the seed writes no sample back', async () => {
    const again = await t.deps.retireSampleLaws();
    expect(again).toMatchObject({ redirects: [], questions: 0, papers: 0, notes: 0, favorites: 0 });
    await seedSampleLaws(t.deps.database.db);
    expect(await lawTitled('中华人民共和国刑法（示例节选）')).toEqual([]);
    const detail = await ok(getLawDetailCall, { id: sampleId });
    expect(detail.law.id).toBe(realId);
  });
});
