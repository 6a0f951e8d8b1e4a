import type { TQuestion, TQuestionSummary, TSolution } from '@yzfk/contract/calls/tiku-shapes';
import { DEFAULT_POINTS, OBJECTIVE_TYPES } from '@yzfk/contract/calls/tiku-shapes';
import type { questions } from './question.schema';

// One place that turns a question row into what a user may see: the answer and explanation
// leave the server only when the caller says the user may see them.

export type TQuestionRow = typeof questions.$inferSelect;

/** Names a question row is shown with (joined from subjects and chapters). */
export type TQuestionNames = { subjectName: string; chapterName: string | null };

/** What the user has on the question and whether the solution may be shown. */
export type TQuestionViewOptions = {
  points?: number;
  /** The paper section, in a paper session. */
  section?: string | null;
  favorite: boolean;
  note: string | null;
  reveal: boolean;
};

const SUMMARY_STEM_MAX = 200;

function isObjective(type: string): type is (typeof OBJECTIVE_TYPES)[number] {
  return (OBJECTIVE_TYPES as readonly string[]).includes(type);
}

/** The points a question is worth outside a paper: 1 for single, 2 for the other objectives. */
export function defaultPoints(type: string): number {
  return isObjective(type) ? DEFAULT_POINTS[type] : 0;
}

/** Where a question comes from (year, paper, number), as every view shows it. */
export function questionSource(row: TQuestionRow): TQuestion['source'] {
  return { year: row.sourceYear, paper: row.sourcePaper, number: row.sourceNumber };
}

export function toSolution(row: TQuestionRow): TSolution {
  return { answer: row.answer, explanationHtml: row.explanationHtml, lawRefs: row.lawRefs };
}

/** A question as shown while practising; solution only when `reveal`. */
export function toQuestionView(
  row: TQuestionRow,
  names: TQuestionNames,
  options: TQuestionViewOptions,
): TQuestion {
  return {
    id: row.id,
    type: row.type as TQuestion['type'],
    subjectName: names.subjectName,
    chapterName: names.chapterName,
    stemHtml: row.stemHtml,
    options: row.options,
    section: options.section ?? null,
    points: options.points ?? defaultPoints(row.type),
    difficulty: row.difficulty,
    tags: row.tags,
    source: questionSource(row),
    favorite: options.favorite,
    note: options.note,
    solution: options.reveal ? toSolution(row) : null,
  };
}

/** Text cut to `max` characters, with … when something was cut (lists show excerpts). */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A question in lists: plain stem cut short, options, no solution. */
export function toQuestionSummary(row: TQuestionRow, names: TQuestionNames): TQuestionSummary {
  return {
    id: row.id,
    type: row.type as TQuestionSummary['type'],
    subjectName: names.subjectName,
    chapterName: names.chapterName,
    stemText: excerpt(row.stemText, SUMMARY_STEM_MAX),
    options: row.options,
    source: questionSource(row),
  };
}
