import { describe, expect, it } from 'vitest';
import type { TFrozenQuestion } from './exam.schema';
import { scoreAttempt } from './exam-scoring';
import { standingOf } from './standing';
import { suggestScoringPoints } from './suggest-scoring-points';
import { maskIdNumber, hashIdNumber, idNumberMatches, maskName } from './id-number';

// Scoring under a paper's rules, the standing among candidates, the suggested 采分点 and the
// protected 证件号码.

function question(id: number, type: TFrozenQuestion['type'], answer: string[], points: number) {
  return {
    id,
    number: id,
    type,
    section: type,
    points,
    subjectName: id % 2 ? '民法' : '刑法',
    stemHtml: '',
    options: ['A', 'B', 'C', 'D'].map((key) => ({ key, html: key })),
    answer,
    explanationHtml: null,
    lawRefs: [],
    source: { year: null, paper: null, number: null },
    subQuestions:
      type === 'subjective'
        ? [
            {
              stemHtml: '问',
              referenceHtml: '答',
              scoringPoints: [
                { text: '结论：构成累犯', points: 2 },
                { text: '刑满释放后五年以内再犯', points: 3 },
              ],
            },
          ]
        : [],
  } satisfies TFrozenQuestion;
}

const answer = (questionId: number, chosen: string[], achieved: number[][] | null = null) => ({
  questionId,
  chosen,
  texts: [],
  achieved,
});

describe('scoring an attempt', () => {
  const paper = [
    question(1, 'single', ['A'], 1),
    question(2, 'multiple', ['A', 'B'], 2),
    question(3, 'indefinite', ['C'], 2),
  ];

  it('gives right answers their points and nothing for wrong, partial or missing ones', () => {
    const result = scoreAttempt(paper, [answer(1, ['A']), answer(2, ['A'])], false);
    expect(result.score).toBe(1);
    expect(result.scored).toBe(true);
    expect(result.results.get(2)).toEqual({ isCorrect: false, earned: 0, answered: true });
    expect(result.results.get(3)).toEqual({ isCorrect: false, earned: 0, answered: false });
  });

  it('gives half the points for a partial answer when the paper allows it', () => {
    expect(scoreAttempt(paper, [answer(2, ['B'])], true).score).toBe(1);
  });

  it('leaves 主观题 unscored until graded, then sums the ticked points', () => {
    const subjective = [question(4, 'subjective', [], 5), question(5, 'subjective', [], 5)];
    expect(scoreAttempt(subjective, [], false)).toMatchObject({ score: null, scored: false });
    const one = scoreAttempt(subjective, [answer(4, [], [[1]])], false);
    expect(one).toMatchObject({ score: 3, scored: false });
    const both = scoreAttempt(subjective, [answer(4, [], [[0, 1]]), answer(5, [], [[]])], false);
    expect(both).toMatchObject({ score: 5, scored: true });
    expect(both.results.get(4)?.isCorrect).toBe(true);
  });
});

describe('standing', () => {
  it('shares ranks on ties and counts only strictly lower scores as beaten', () => {
    const scores = [90, 80, 80, 70, 50];
    expect(standingOf(scores, 80, 100)).toMatchObject({
      rank: 2,
      of: 5,
      beatPercent: 50,
      average: 74,
      highest: 90,
    });
    expect(standingOf(scores, 90, 100).beatPercent).toBe(100);
    expect(standingOf([60], 60, 100)).toMatchObject({ rank: 1, of: 1, beatPercent: 0 });
  });

  it('bands the scores in ten equal parts of the paper', () => {
    const { distribution } = standingOf([0, 14, 15, 150], 15, 150);
    expect(distribution).toHaveLength(10);
    expect(distribution[0]).toEqual({ from: 0, to: 15, count: 2 });
    expect(distribution[1]?.count).toBe(1);
    expect(distribution[9]?.count).toBe(1);
  });
});

describe('suggested 采分点', () => {
  const points = [
    { text: '结论：构成累犯' },
    { text: '前罪被判处有期徒刑，刑满释放后五年以内再犯' },
  ];
  it('suggests the points whose words the answer contains', () => {
    expect(suggestScoringPoints('王某构成累犯。', points)).toEqual([0]);
    expect(
      suggestScoringPoints(
        '王某构成累犯，因为他前罪被判处有期徒刑，刑满释放后五年以内又犯新罪。',
        points,
      ),
    ).toEqual([0, 1]);
  });
  it('suggests nothing for an empty or unrelated answer', () => {
    expect(suggestScoringPoints('', points)).toEqual([]);
    expect(suggestScoringPoints('不知道。', points)).toEqual([]);
  });
});

describe('证件号码', () => {
  it('is kept as a keyed hash and shown masked', () => {
    const hash = hashIdNumber('secret', '11010119900101123x');
    expect(hash).not.toContain('1101');
    expect(idNumberMatches('secret', '11010119900101123X', hash)).toBe(true);
    expect(idNumberMatches('other', '11010119900101123X', hash)).toBe(false);
    expect(idNumberMatches('secret', '110101199001011234', hash)).toBe(false);
    expect(maskIdNumber('11010119900101123X')).toBe('1101**********123X');
    expect(maskIdNumber('E1234567')).toBe('E******7');
    expect(maskName('张三丰')).toBe('张**');
  });
});
