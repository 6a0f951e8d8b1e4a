import { isCjk, queryTerms, segmentWords } from '../../platform/search/chinese-tokens';

// What a query asks, as the ranked law search reads it (decision 0045): the words that have to
// carry the match, once the question words and particles of an everyday question are left out
// (加班费怎么算 → 加班费), and the character pairs the index stores, which the ranking weighs
// by their rarity. Pure: unit-tested without a database.

/**
 * Question words and particles: a candidate types them (多久, 怎么, 吗, 是否, 的) but the
 * statutes do not answer in them, so they need not match. Compared with whole words as the
 * segmenter cuts the query (功能 keeps its 能), never as substrings.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  // question words
  '怎么',
  '怎么样',
  '怎样',
  '怎么办',
  '如何',
  '什么',
  '啥',
  '哪些',
  '哪个',
  '哪里',
  '为什么',
  '为何',
  '是否',
  '能否',
  '可否',
  '有没有',
  '是不是',
  '多久',
  '多长',
  '多长时间',
  '多少',
  '多大',
  '几',
  '几个',
  '几天',
  '几年',
  '谁',
  // particles, auxiliaries and light verbs of a question
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '么',
  '嘛',
  '的',
  '了',
  '得',
  '地',
  '就',
  '还',
  '都',
  '要',
  '能',
  '会',
  '可以',
  '应该',
  '需要',
  '算',
  '有',
  '是',
  '被',
  '把',
  '我',
  '我们',
  '你',
  '他',
  '她',
  '请问',
]);

/** A run of the query between question words, punctuation and spaces: the text as typed. */
export type TQueryRun = {
  text: string;
  /** Its words of two characters or more as the segmenter finds them (加班费 → 加班). */
  words: string[];
  /** Its character pairs (加班, 班费), or the run itself when shorter than a pair. */
  grams: string[];
};

export type TAnalysedQuery = {
  /** The runs that carry the match (all runs when the query holds nothing but question words). */
  runs: TQueryRun[];
  /** The distinct Han character pairs of the runs, and their lone characters and Latin words. */
  grams: string[];
};

/** The character pairs of a run (its index lexemes), or the run itself when shorter. */
function gramsOf(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length < 2 || !chars.every(isCjk)) return [text.toLowerCase()];
  return chars.slice(1).map((char, i) => `${chars[i] ?? ''}${char}`);
}

/** Splits a term into runs at its question words (辞职要提前多久通知 → 辞职, 提前, 通知). */
function runsOfTerm(term: string, dropQuestionWords: boolean): TQueryRun[] {
  const runs: TQueryRun[] = [];
  let pieces: string[] = [];
  const close = () => {
    const text = pieces.join('');
    if (text) {
      const words = pieces.filter((piece) => Array.from(piece).length > 1);
      runs.push({ text, words, grams: gramsOf(text) });
    }
    pieces = [];
  };
  for (const piece of segmentWords(term)) {
    if (dropQuestionWords && QUESTION_WORDS.has(piece)) close();
    else pieces.push(piece);
  }
  close();
  return runs;
}

/**
 * The runs and pairs of a query. Question words and particles go unless nothing else is left
 * (a query of 是否 alone is still searched as typed).
 */
export function analyseQuery(query: string): TAnalysedQuery {
  const terms = queryTerms(query);
  let runs = terms.flatMap((term) => runsOfTerm(term, true));
  if (runs.length === 0) runs = terms.flatMap((term) => runsOfTerm(term, false));
  const grams = [...new Set(runs.flatMap((run) => run.grams))];
  return { runs, grams };
}
