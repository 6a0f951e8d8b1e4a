import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeLawFile, parseLawMarkdown } from '../parse-law-markdown';
import type { TCompareArticle } from './align-articles';
import { compareArticles, type TComparePair, type TComparison } from './compare-articles';
import type { TDiffSpan } from './diff-paragraphs';

// Real pairs: excerpts of 公司法 2018 and 2023 written here word for word (they always run), and
// the whole versions of 公司法 and 民事诉讼法 from the shared corpus when it is beside the repo.

const CORPUS = fileURLToPath(new URL('../../../../../../../shared/data/laws-cn', import.meta.url));
const HAS_CORPUS = existsSync(CORPUS);

function articles(...texts: [string, ...string[]][]): TCompareArticle[] {
  return texts.map(([number, ...paragraphs], index) => ({
    ordinal: index + 1,
    number,
    paragraphs,
  }));
}

const COMPANY_2018 = articles(
  [
    '第二十条',
    '公司股东应当遵守法律、行政法规和公司章程，依法行使股东权利，不得滥用股东权利损害公司或者其他股东的利益；不得滥用公司法人独立地位和股东有限责任损害公司债权人的利益。',
    '公司股东滥用股东权利给公司或者其他股东造成损失的，应当依法承担赔偿责任。',
    '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。',
  ],
  [
    '第二十一条',
    '公司的控股股东、实际控制人、董事、监事、高级管理人员不得利用其关联关系损害公司利益。',
    '违反前款规定，给公司造成损失的，应当承担赔偿责任。',
  ],
  [
    '第二十二条',
    '公司股东会或者股东大会、董事会的决议内容违反法律、行政法规的无效。',
    '股东会或者股东大会、董事会的会议召集程序、表决方式违反法律、行政法规或者公司章程，或者决议内容违反公司章程的，股东可以自决议作出之日起六十日内，请求人民法院撤销。',
  ],
  [
    '第六十三条',
    '一人有限责任公司的股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
  ],
);

const COMPANY_2023 = articles(
  [
    '第二十一条',
    '公司股东应当遵守法律、行政法规和公司章程，依法行使股东权利，不得滥用股东权利损害公司或者其他股东的利益。',
    '公司股东滥用股东权利给公司或者其他股东造成损失的，应当承担赔偿责任。',
  ],
  [
    '第二十二条',
    '公司的控股股东、实际控制人、董事、监事、高级管理人员不得利用关联关系损害公司利益。',
    '违反前款规定，给公司造成损失的，应当承担赔偿责任。',
  ],
  [
    '第二十三条',
    '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。',
    '股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。',
    '只有一个股东的公司，股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
  ],
  [
    '第二十四条',
    '公司股东会、董事会、监事会召开会议和表决可以采用电子通信方式，公司章程另有规定的除外。',
  ],
);

/** A pair by the number of its (first) new article, or of its old one when it was deleted. */
function pairOf(comparison: TComparison, side: 'old' | 'new', number: string): TComparePair {
  const pair = comparison.pairs.find((candidate) =>
    candidate[side].some((article) => article.number === number),
  );
  if (!pair) throw new Error(`no pair holds ${side} ${number}`);
  return pair;
}

/** What a reader sees of a side: its changed runs marked [-…] or [+…]. */
function shown(spans: TDiffSpan[] | null): string {
  if (!spans) return '';
  return spans
    .map((span) =>
      span.change === 'same' ? span.text : `[${span.change === 'ins' ? '+' : '-'}${span.text}]`,
    )
    .join('');
}

describe('compareArticles on 公司法 2018 → 2023 (excerpts)', () => {
  const comparison = compareArticles(COMPANY_2018, COMPANY_2023);

  it('shows 第二十三条 (2023) as changed, made of 2018 第二十条第三款 and 第六十三条', () => {
    const pair = pairOf(comparison, 'new', '第二十三条');
    expect(pair.status).toBe('changed');
    expect(pair.old.map((side) => [side.number, side.paragraphs, side.partial])).toEqual([
      ['第二十条', [3], true],
      ['第六十三条', [1], false],
    ]);
    expect(pair.rows.map((row) => [shown(row.old), shown(row.new)])).toEqual([
      [
        '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。',
        '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。',
      ],
      [
        '',
        '[+股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。]',
      ],
      [
        '[-一人有限责任]公司[-的]股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
        '[+只有一个股东的]公司[+，]股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
      ],
    ]);
  });

  it('pairs renumbered articles by their words and marks the changed words', () => {
    const pair = pairOf(comparison, 'new', '第二十二条');
    expect(pair.old.map((side) => side.number)).toEqual(['第二十一条']);
    expect(pair.status).toBe('changed');
    expect(shown(pair.rows[0]?.old ?? null)).toContain('不得利用[-其]关联关系');
    expect(pair.rows[1]?.new).toEqual([
      { text: '违反前款规定，给公司造成损失的，应当承担赔偿责任。', change: 'same' },
    ]);
  });

  it('keeps the rest of a split article with its successor', () => {
    const pair = pairOf(comparison, 'new', '第二十一条');
    expect(pair.old).toEqual([
      { ordinal: 1, number: '第二十条', paragraphs: [1, 2], partial: true },
    ]);
    expect(shown(pair.rows[1]?.old ?? null)).toContain('应当[-依法]承担赔偿责任');
  });

  it('marks new and deleted articles, in the new order, and counts each status', () => {
    expect(pairOf(comparison, 'new', '第二十四条').status).toBe('added');
    expect(pairOf(comparison, 'old', '第二十二条')).toMatchObject({ status: 'deleted', new: [] });
    expect(
      comparison.pairs.map((pair) => pair.new[0]?.number ?? `删 ${pair.old[0]?.number ?? ''}`),
    ).toEqual(['第二十一条', '第二十二条', '删 第二十二条', '第二十三条', '第二十四条']);
    expect(comparison.counts).toEqual({ added: 1, deleted: 1, changed: 3, unchanged: 0 });
  });
});

describe('compareArticles, the edge cases', () => {
  it('calls an article with the same words unchanged even when its number moved', () => {
    const [first, second] = COMPANY_2018;
    if (!first || !second) throw new Error('fixture');
    const inserted = articles(
      ['第一条', '为了规范公司的组织和行为，制定本法。'],
      ['第二条', ...first.paragraphs],
      ['第三条', ...second.paragraphs],
    );
    const comparison = compareArticles([first, second], inserted);
    expect(
      comparison.pairs.map((pair) => [pair.status, pair.old[0]?.number, pair.new[0]?.number]),
    ).toEqual([
      ['added', undefined, '第一条'],
      ['unchanged', '第二十条', '第二条'],
      ['unchanged', '第二十一条', '第三条'],
    ]);
  });

  it('ignores the zero-width spaces the corpus uses as blank lines', () => {
    const comparison = compareArticles(
      [{ ordinal: 1, number: null, paragraphs: ['\u200b'] }, ...COMPANY_2018.slice(1, 2)],
      [
        ...COMPANY_2018.slice(1, 2).map((article) => ({
          ...article,
          paragraphs: [...article.paragraphs, '\u200b'],
        })),
      ],
    );
    expect(comparison.pairs.map((pair) => pair.status)).toEqual(['unchanged']);
  });

  it('compares with an empty version: everything added', () => {
    expect(compareArticles([], COMPANY_2023).counts).toEqual({
      added: 4,
      deleted: 0,
      changed: 0,
      unchanged: 0,
    });
  });
});

function loadCorpusLaw(file: string): TCompareArticle[] {
  const parsed = parseLawMarkdown(decodeLawFile(readFileSync(`${CORPUS}/${file}`)));
  return parsed.articles.map((article, index) => ({
    ordinal: index + 1,
    number: article.number,
    paragraphs: article.paragraphs,
  }));
}

describe.runIf(HAS_CORPUS)('compareArticles on whole versions from the corpus', () => {
  it('公司法 2018 → 2023: 第二十三条 shows its changes', () => {
    const comparison = compareArticles(
      loadCorpusLaw('民法商法/公司法(2018-10-26).md'),
      loadCorpusLaw('民法商法/公司法(2023-12-29).md'),
    );
    const pair = pairOf(comparison, 'new', '第二十三条');
    expect(pair.status).toBe('changed');
    expect(pair.old.map((side) => side.number)).toEqual(['第二十条', '第六十三条']);
    expect(pair.rows.map((row) => shown(row.new))).toEqual([
      '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，严重损害公司债权人利益的，应当对公司债务承担连带责任。',
      '[+股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。]',
      '[+只有一个股东的]公司[+，]股东不能证明公司财产独立于股东自己的财产的，应当对公司债务承担连带责任。',
    ]);
    // 2018 第二十三条 (the conditions of setting up a company) is gone from the 2023 text.
    expect(pairOf(comparison, 'old', '第二十三条').status).toBe('deleted');
  });

  it('民事诉讼法 2021 → 2023: four inserted articles shift the numbers after them, pairs intact', () => {
    const comparison = compareArticles(
      loadCorpusLaw('诉讼与非诉讼程序法/民事诉讼法(2021-12-24).md'),
      loadCorpusLaw('诉讼与非诉讼程序法/民事诉讼法(2023-09-01).md'),
    );
    for (const number of ['第一百九十四条', '第一百九十五条', '第一百九十六条', '第一百九十七条']) {
      expect(pairOf(comparison, 'new', number).status).toBe('added');
    }
    const shifted = pairOf(comparison, 'new', '第一百九十八条');
    expect([shifted.status, shifted.old[0]?.number]).toEqual(['unchanged', '第一百九十四条']);
    const next = pairOf(comparison, 'new', '第二百零三条');
    expect([next.status, next.old[0]?.number]).toEqual(['unchanged', '第一百九十九条']);
    // The corpus joined the two paragraphs of this article in 2023: the words are the same.
    const joined = pairOf(comparison, 'new', '第二百零二条');
    expect([joined.status, joined.old[0]?.number, joined.rows.length]).toEqual([
      'unchanged',
      '第一百九十八条',
      1,
    ]);
    // A cross-reference renumbered with them: only the number changed.
    const cited = pairOf(comparison, 'new', '第二百一十六条');
    expect(cited.old[0]?.number).toBe('第二百一十二条');
    expect(
      cited.rows.flatMap((row) => row.new ?? []).filter((span) => span.change === 'ins'),
    ).toEqual([{ text: '一十一', change: 'ins' }]);
  });
});
