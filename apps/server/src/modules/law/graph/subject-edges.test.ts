import { describe, expect, it } from 'vitest';
import { inferSubjectEdges, type TSubjectArticle } from './subject-edges';

// A law of many articles, of which three in one section are about 定金 (as 民法典 586–588),
// the rest about other things, so that 定金 is rare in it, as in the real code.
const FILLER = ['债务人应当按照约定履行债务', '当事人可以协商变更合同', '买受人应当支付价款'];
function lawArticles(): TSubjectArticle[] {
  const articles: TSubjectArticle[] = Array.from({ length: 600 }, (_, i) => ({
    id: 1000 + i,
    lawId: 1,
    ordinal: i + 1,
    section: `第${Math.floor(i / 10)}节`,
    text: `${FILLER[i % 3] ?? ''}，第${i}项事务另行规定。`,
  }));
  const at = (ordinal: number, text: string, section = '第58节') => {
    articles[ordinal - 1] = { id: 1000 + ordinal - 1, lawId: 1, ordinal, section, text };
  };
  at(584, '当事人一方不履行合同义务造成对方损失的，损失赔偿额应当相当于因违约所造成的损失。');
  at(586, '当事人可以约定一方向对方给付定金作为债权的担保。定金合同自实际交付定金时成立。');
  at(
    587,
    '债务人履行债务的，定金应当抵作价款或者收回。给付定金的一方不履行债务的，无权请求返还定金。',
  );
  at(588, '当事人既约定违约金，又约定定金的，一方违约时，对方可以选择适用违约金或者定金条款。');
  return articles;
}

const LAW = new Map([[1, lawArticles()]]);
const LAW_OF = new Map(lawArticles().map((article) => [article.id, 1]));
const idOf = (ordinal: number) => 1000 + ordinal - 1;

describe('inferSubjectEdges', () => {
  it('relates a text about 定金 that cites 587 to its neighbour 586, not to an unrelated one', () => {
    const text =
      '当事人交付订金等，但是没有约定定金性质的，一方主张适用第五百八十七条规定的定金罚则的，不予支持。当事人约定了定金性质，交付定金的一方主张定金合同成立的，应予支持。';
    const edges = inferSubjectEdges(
      [{ citingArticleId: 1, citingText: text, citedArticleId: idOf(587) }],
      LAW,
      LAW_OF,
    );
    expect(edges.map((edge) => edge.citedArticleId)).toContain(idOf(586));
    expect(edges.map((edge) => edge.citedArticleId)).not.toContain(idOf(584));
    expect(edges.every((edge) => edge.score > 0 && edge.score <= 1)).toBe(true);
  });

  it('infers nothing from a text that says little of the neighbour, nor where it cites it', () => {
    expect(
      inferSubjectEdges(
        [{ citingArticleId: 1, citingText: '依照第五百八十七条处理。', citedArticleId: idOf(587) }],
        LAW,
        LAW_OF,
      ),
    ).toEqual([]);
    const text =
      '交付定金的一方主张定金合同成立，定金数额按约定，定金罚则适用第五百八十六条、第五百八十七条。';
    const edges = inferSubjectEdges(
      [idOf(586), idOf(587)].map((citedArticleId) => ({
        citingArticleId: 1,
        citingText: text,
        citedArticleId,
      })),
      LAW,
      LAW_OF,
    );
    expect(edges.map((edge) => edge.citedArticleId)).not.toContain(idOf(586));
  });

  it('keeps at most five inferred edges into one article, the best', () => {
    const text = '交付定金的一方主张定金合同成立的，定金作为债权的担保，应予支持。';
    const citations = Array.from({ length: 8 }, (_, i) => ({
      citingArticleId: i + 1,
      citingText: text,
      citedArticleId: idOf(587),
    }));
    const into586 = inferSubjectEdges(citations, LAW, LAW_OF).filter(
      (edge) => edge.citedArticleId === idOf(586),
    );
    expect(into586).toHaveLength(5);
  });
});
