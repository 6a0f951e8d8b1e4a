import type { TChapterNode, TSubject } from '@yzfk/contract/calls/tiku';
import { nestChapters, type TChapterRow, type TChapterTreeNode } from './chapter-tree';

// Counts and progress of the catalogue: per chapter including its sub-chapters, per subject
// including questions outside any chapter. Chapters without questions in the bank are left out
// (chapters are shared by banks; another bank's chapters would only be noise).

/** Objective questions of the bank in one subject and chapter (chapter null: outside any). */
export type TCountRow = { subjectId: number; chapterId: number | null; n: number };
/** The user's distinct answered questions, answers and right answers there. */
export type TProgressRow = {
  subjectId: number;
  chapterId: number | null;
  answered: number;
  attempts: number;
  correct: number;
};

type TTally = { questionCount: number; answeredCount: number; attempts: number; correct: number };

const empty = (): TTally => ({ questionCount: 0, answeredCount: 0, attempts: 0, correct: 0 });

function add(into: TTally, more: TTally): TTally {
  into.questionCount += more.questionCount;
  into.answeredCount += more.answeredCount;
  into.attempts += more.attempts;
  into.correct += more.correct;
  return into;
}

/** Right answers over answers; null before the first answer. */
export function accuracyOf(answers: number, right: number): number | null {
  return answers > 0 ? right / answers : null;
}

type TPlace = { subjectId: number; chapterId: number | null };

function tallyBy(counts: TCountRow[], progress: TProgressRow[], key: (row: TPlace) => string) {
  const tallies = new Map<string, TTally>();
  const at = (k: string): TTally => {
    const found = tallies.get(k);
    if (found) return found;
    const created = empty();
    tallies.set(k, created);
    return created;
  };
  for (const row of counts) at(key(row)).questionCount += row.n;
  for (const row of progress) {
    const tally = at(key(row));
    tally.answeredCount += row.answered;
    tally.attempts += row.attempts;
    tally.correct += row.correct;
  }
  return tallies;
}

function toNode(
  tree: TChapterTreeNode,
  tallies: Map<string, TTally>,
): { node: TChapterNode; tally: TTally } {
  const children = tree.children
    .map((child) => toNode(child, tallies))
    .filter((child) => child.tally.questionCount > 0);
  const tally = children.reduce(
    (sum, child) => add(sum, child.tally),
    add(empty(), tallies.get(String(tree.chapter.id)) ?? empty()),
  );
  const node: TChapterNode = {
    id: tree.chapter.id,
    name: tree.chapter.name,
    questionCount: tally.questionCount,
    answeredCount: tally.answeredCount,
    accuracy: accuracyOf(tally.attempts, tally.correct),
    children: children.map((child) => child.node),
  };
  return { node, tally };
}

/** The subjects (in the given order) with their chapter trees, counts and progress. */
export function buildSubjects(
  subjects: { id: number; name: string }[],
  chapters: (TChapterRow & { subjectId: number })[],
  counts: TCountRow[],
  progress: TProgressRow[],
): TSubject[] {
  const byChapter = tallyBy(counts, progress, (row) => String(row.chapterId));
  const bySubject = tallyBy(counts, progress, (row) => String(row.subjectId));
  return subjects.map((subject) => {
    const tally = bySubject.get(String(subject.id)) ?? empty();
    const roots = nestChapters(chapters.filter((chapter) => chapter.subjectId === subject.id));
    return {
      id: subject.id,
      name: subject.name,
      questionCount: tally.questionCount,
      answeredCount: tally.answeredCount,
      accuracy: accuracyOf(tally.attempts, tally.correct),
      chapters: roots
        .map((root) => toNode(root, byChapter))
        .filter((child) => child.tally.questionCount > 0)
        .map((child) => child.node),
    };
  });
}
