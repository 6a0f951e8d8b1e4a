import { sql, type SQL } from 'drizzle-orm';

// The ranking rules of the law search, all in one place (decision 0006 documents the weights):
// a lawyer reads a 法律 before a 司法解释, the current version before a superseded one, and the
// article that defines a term before one that merely uses it.

const LEVEL_WEIGHTS: Readonly<Record<string, number>> = {
  宪法: 1,
  法律: 1,
  行政法规: 0.8,
  司法解释: 0.6,
  部门规章: 0.5,
  地方性法规: 0.45,
  其他: 0.4,
  案例: 0.35,
};

const STATUS_WEIGHTS: Readonly<Record<string, number>> = {
  现行有效: 1,
  尚未生效: 0.8,
  已修改: 0.5,
  已废止: 0.4,
};

/** Demo samples rank below the real text of the same law once a corpus is imported. */
const SAMPLE_WEIGHT = 0.5;

/** The ranking weight of a law: its level times its status (halved for a demo sample). */
export function lawRankWeight(level: string, status: string, isSample = false): number {
  return (
    (LEVEL_WEIGHTS[level] ?? 0.4) * (STATUS_WEIGHTS[status] ?? 0.5) * (isSample ? SAMPLE_WEIGHT : 1)
  );
}

/** The term is in the article's title or headings. */
const HEAD_BONUS = 1;
/** … and the article opens that section (累犯 → 刑法 第六十五条 under 第二节 累犯). */
const OPENS_SECTION_BONUS = 0.5;
/** The article's own text defines the term (see definitionPattern). */
const DEFINITION_BONUS = 1.5;
/** Weight of the length-damped text match beside the bonuses. */
const TEXT_MATCH = 0.1;

/**
 * The forms in which a statute defines a term X: X是指…, X，是指…, 本法所称X…, an article
 * opening with X是…/X的，…, and the verdict forms …的，是X / 属于X / 为X / 视为X (是累犯,
 * 属于正当防卫, 为无民事行为能力人). Undefined when no word can be defined (one character, or
 * anything but letters, digits and Han characters, which keeps the pattern free of operators).
 */
export function definitionPattern(words: string[]): string | undefined {
  const usable = [...new Set(words)].filter(
    (word) => Array.from(word).length > 1 && /^[\p{Script=Han}\p{L}\p{N}]+$/u.test(word),
  );
  if (usable.length === 0) return undefined;
  const x = `(${usable.join('|')})`;
  return [`${x}，?是指`, `所称的?${x}`, `^${x}(是|的，)`, `(是|属于|为|视为)${x}[，。；：]`].join(
    '|',
  );
}

/**
 * Cheap first ranking of every candidate, from columns stored in the row: the head bonuses,
 * a small share damped by the article's length, times the law's weight (level × status).
 */
export const PRE_SCORE = sql`(
  CASE WHEN a.head_vector @@ q.q
    THEN ${HEAD_BONUS}::float8 + CASE WHEN a.opens_section THEN ${OPENS_SECTION_BONUS}::float8 ELSE 0 END
    ELSE 0 END
  + ${TEXT_MATCH}::float8 / (1 + ln(1 + a.char_count / 300.0))
) * a.rank_weight`;

/**
 * Full score of the best candidates: the first ranking plus ts_rank (weights D 0.1 … A 1.0),
 * length-damped, plus the definition bonus, both times the law's weight.
 */
export function fullScore(pattern: string | undefined): SQL {
  const defines = pattern
    ? sql`CASE WHEN array_to_string(a.paragraphs, '') ~ ${pattern} THEN ${DEFINITION_BONUS}::float8 ELSE 0 END`
    : sql`0`;
  return sql`(r.pre + (ts_rank('{0.1, 0.2, 0.4, 1.0}', a.search_vector, q.q)
    / (1 + ln(1 + a.char_count / 300.0)) + ${defines}) * a.rank_weight)`;
}

// The ranked search's scoring (decision 0045), in TypeScript over the best candidates' text:
// how much of the query an article covers, each character pair weighed by its rarity (IDF),
// whole words counting beside their pairs, word order never counting; then the head, the
// definition forms and the query as typed; times the law's weight.

/** A word of the query (a run between question words) and the pairs it is made of. */
export type TScoredRun = { text: string; words: string[]; grams: string[] };

/** What the scoring knows of a query: its runs, its pairs' IDF, the text as typed. */
export type TScoringQuery = {
  runs: TScoredRun[];
  idf: ReadonlyMap<string, number>;
  /** The query without spaces, when it has more than one run (typed as one phrase it scores). */
  phrase: string | undefined;
  definition: string | undefined;
};

/** What the scoring reads of an article. */
export type TScoredArticle = {
  lawTitle: string;
  headings: string[];
  paragraphs: string[];
  charCount: number;
  opensSection: boolean;
};

/** Weight of the squared coverage (a query covered whole is worth far more than half of it). */
const COVERAGE = 3;
/** A whole word found, beside its pairs (诉讼时效 together, not 诉讼 here and 时效 there). */
const WORD_SHARE = 0.5;
/** Part of a word's weight its segmenter words earn when the word is not found whole. */
const PART_CREDIT = 0.5;
/** The query's words in the law's title or the article's headings. */
const HEAD_COVERAGE = 1;
/** The query as typed, whole, in the text. */
const PHRASE_BONUS = 0.5;
/** Repeated words: a text about the thing, not one mentioning it (length-damped, capped). */
const REPEAT = 0.5;
const REPEAT_CAP = 3;

function idfOf(query: TScoringQuery, gram: string): number {
  return query.idf.get(gram) ?? 0;
}

/** The share of the query's pair weight a text holds. */
function gramCoverage(query: TScoringQuery, text: string): number {
  let total = 0;
  let found = 0;
  for (const run of query.runs) {
    for (const gram of run.grams) {
      const idf = idfOf(query, gram);
      total += idf;
      if (text.includes(gram)) found += idf;
    }
  }
  return total > 0 ? found / total : 0;
}

function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0 && count < REPEAT_CAP; at = text.indexOf(word, at + 1))
    count++;
  return count;
}

/** The full score of one article, before the law's weight, and whether it holds every word. */
export function articleScore(
  query: TScoringQuery,
  article: TScoredArticle,
): { raw: number; allWords: boolean; phrase: boolean } {
  const head = [article.lawTitle, ...article.headings].join(' ');
  const body = article.paragraphs.join('\n');
  const all = `${head}\n${body}`;
  let wordTotal = 0;
  let wordFound = 0;
  let repeats = 0;
  let allWords = true;
  for (const run of query.runs) {
    const weight = run.grams.reduce((sum, gram) => sum + idfOf(query, gram), 0);
    wordTotal += weight;
    if (all.includes(run.text)) {
      wordFound += weight;
      repeats += (weight * occurrences(body, run.text)) / REPEAT_CAP;
      continue;
    }
    allWords = false;
    const parts = run.words.filter((word) => word !== run.text);
    if (parts.length > 0) {
      const share = parts.filter((word) => all.includes(word)).length / parts.length;
      wordFound += weight * PART_CREDIT * share;
    }
  }
  const words = wordTotal > 0 ? wordFound / wordTotal : 0;
  const coverage = (1 - WORD_SHARE) * gramCoverage(query, all) + WORD_SHARE * words;
  const headCoverage = gramCoverage(query, head);
  const phrase = query.phrase !== undefined && body.includes(query.phrase);
  const defines = query.definition !== undefined && new RegExp(query.definition, 'u').test(body);
  const damp = 1 / (1 + Math.log(1 + article.charCount / 300));
  const raw =
    COVERAGE * coverage * coverage +
    HEAD_COVERAGE * headCoverage +
    (article.opensSection && headCoverage > 0.5 ? OPENS_SECTION_BONUS : 0) +
    (phrase ? PHRASE_BONUS : 0) +
    (defines ? DEFINITION_BONUS : 0) +
    (wordTotal > 0 ? (REPEAT * repeats * damp) / wordTotal : 0) +
    TEXT_MATCH * damp;
  return { raw, allWords, phrase };
}

/**
 * Share of a citing text's score (before weights) the article it cites receives, on top of its
 * own: a statute that matches too comes before the interpretation applying it (weight 0.6), one
 * that does not match at all stays below it but above the cases (0.35).
 */
export const CITED_LIFT = 0.55;
/** Added per further citing text among the matches, up to CITED_MANY of them. */
export const CITED_EACH = 0.15;
export const CITED_MANY = 4;
