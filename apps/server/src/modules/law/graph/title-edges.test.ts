import { describe, expect, it } from 'vitest';
import type { TSubjectArticle } from './subject-edges';
import { inferTitleEdges, TITLE_MIN_SIMILARITY } from './title-edges';

// An interpretation of a procedure law, article by article in its own words: each of its
// articles that cites nothing of the law is related to the law's article it restates, and to
// nothing when it is alike to none.

const article = (id: number, lawId: number, text: string): TSubjectArticle => ({
  id,
  lawId,
  ordinal: id % 100,
  section: '',
  text,
});

const LAW = [
  article(
    101,
    1,
    '被告经传票传唤，无正当理由拒不到庭的，或者未经法庭许可中途退庭的，可以缺席判决。',
  ),
  article(102, 1, '经受送达人同意，人民法院可以采用能够确认其收悉的电子方式送达诉讼文书。'),
  article(103, 1, '原告增加诉讼请求，被告提出反诉，第三人提出与本案有关的诉讼请求，可以合并审理。'),
  article(104, 1, '当事人进行民事诉讼，应当按照规定交纳案件受理费。'),
];

describe('inferTitleEdges', () => {
  it('relates each uncited article to the law article it restates, above the measured likeness', () => {
    const edges = inferTitleEdges([
      {
        articles: [
          article(
            201,
            2,
            '被告经传票传唤无正当理由拒不到庭，或者未经法庭许可中途退庭的，人民法院可以依法缺席判决。',
          ),
          article(
            202,
            2,
            '在案件受理后，法庭辩论结束前，原告增加诉讼请求，被告提出反诉的，人民法院应当合并审理。',
          ),
          // It names the law's article itself: the explicit edge is enough.
          article(203, 2, '受送达人同意采用电子方式送达的，应当在送达地址确认书中予以确认。'),
          // About nothing in the law.
          article(204, 2, '本解释自公布之日起施行。'),
        ],
        lawArticles: LAW,
        citing: new Set([203]),
      },
    ]);
    expect(edges.map((edge) => [edge.citingArticleId, edge.citedArticleId])).toEqual(
      expect.arrayContaining([
        [201, 101],
        [202, 103],
      ]),
    );
    expect(edges).toHaveLength(2);
    expect(edges.every((edge) => edge.score >= TITLE_MIN_SIMILARITY && edge.citedLawId === 1)).toBe(
      true,
    );
  });

  it('relates nothing without the named law’s articles', () => {
    expect(
      inferTitleEdges([
        { articles: [article(201, 2, '缺席判决')], lawArticles: [], citing: new Set() },
      ]),
    ).toEqual([]);
  });
});
