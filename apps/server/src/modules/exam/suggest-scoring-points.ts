// The suggested 采分点 of a typed answer: a scoring point is suggested when most of its words
// appear in the answer. Chinese has no spaces, so "words" are character pairs (bigrams) of
// the point's text after its label (结论：, 理由：) and punctuation are taken away; a point
// is suggested when at least SUGGEST_SHARE of its pairs are in the answer. It is a hint the
// candidate confirms or changes, never a grade by itself.

/** Share of a scoring point's character pairs the answer must contain. */
export const SUGGEST_SHARE = 0.6;

const LABEL = /^(结论|理由|依据|分析|答案|要点)[：:]/;
const NOT_WORD = /[\s\p{P}\p{S}（）()、，。；：:;,.!?！？“”"'‘’《》【】[\]0-9０-９]/gu;

function pairs(text: string): Set<string> {
  const chars = [...text.replace(NOT_WORD, '')];
  const result = new Set<string>();
  for (let index = 0; index + 1 < chars.length; index++) {
    result.add(`${chars[index] ?? ''}${chars[index + 1] ?? ''}`);
  }
  if (chars.length === 1 && chars[0]) result.add(chars[0]);
  return result;
}

/** Indexes of the scoring points whose words the answer contains, in order. */
export function suggestScoringPoints(
  answer: string,
  points: readonly { text: string }[],
): number[] {
  const answerText = answer.replace(NOT_WORD, '');
  if (answerText.length === 0) return [];
  const answerPairs = pairs(answer);
  const suggested: number[] = [];
  points.forEach((point, index) => {
    const wanted = pairs(point.text.replace(LABEL, ''));
    if (wanted.size === 0) return;
    let found = 0;
    for (const pair of wanted) {
      if (pair.length === 1 ? answerText.includes(pair) : answerPairs.has(pair)) found++;
    }
    if (found / wanted.size >= SUGGEST_SHARE) suggested.push(index);
  });
  return suggested;
}
