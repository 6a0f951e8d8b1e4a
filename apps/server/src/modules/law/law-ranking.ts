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
