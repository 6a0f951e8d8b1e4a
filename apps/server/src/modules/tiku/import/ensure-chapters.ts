import type { TDb } from '../../../platform/db/database';
import type { TQuestionImportRepository } from './question-import.repository';
import { chapterPaths, GENERAL_SUBJECT, SYLLABUS } from './syllabus';

// Subjects and chapters are shared by every bank: the syllabus's, written on every import (only
// what is missing), and any other a file names. Chapters are found by their path, so a file that
// says "合同 / 合同的订立" lands in the syllabus chapter of that name.

/** Finds the ids of subjects and chapters by name and path once they exist. */
export type TTaxonomy = {
  subjectId(name: string): number;
  chapterId(subjectName: string, path: string | null): number | null;
};

/** Syllabus chapters come first; chapters only a file names are ordered after them. */
const EXTRA_CHAPTER_ORDINAL = 1000;

/** A path and each of its parents: "a / b / c" → a, a / b, a / b / c. */
function withParents(path: string): string[] {
  const parts = path.split(' / ');
  return parts.map((_, index) => parts.slice(0, index + 1).join(' / '));
}

/**
 * Makes sure the syllabus and the given subjects and chapter paths exist (one transaction,
 * only what is missing is written) and returns their ids.
 */
export async function ensureChapters(
  db: TDb,
  repository: TQuestionImportRepository,
  needed: { subject: string; chapterPath: string | null }[],
): Promise<TTaxonomy> {
  return db.transaction(async (tx) => {
    const existing = await repository.listSubjects(tx);
    const known = new Map(existing.map((row) => [row.name, row]));
    const syllabusRows = SYLLABUS.map((entry, index) => ({ name: entry.name, ordinal: index + 1 }));
    const outOfOrder = syllabusRows.filter((row) => known.get(row.name)?.ordinal !== row.ordinal);
    // 综合 goes last among the syllabus; other subjects a file brings, after everything.
    let nextOrdinal = Math.max(SYLLABUS.length + 1, ...existing.map((row) => row.ordinal)) + 1;
    const extras = [...new Set(needed.map((entry) => entry.subject))]
      .filter((name) => !known.has(name) && !syllabusRows.some((row) => row.name === name))
      .map((name) => ({
        name,
        ordinal: name === GENERAL_SUBJECT ? SYLLABUS.length + 1 : nextOrdinal++,
      }));
    if (outOfOrder.length + extras.length > 0) {
      await repository.upsertSubjects(tx, [...outOfOrder, ...extras]);
    }
    const subjectIds = new Map(
      (await repository.listSubjects(tx)).map((row) => [row.name, row.id]),
    );
    const subjectId = (name: string): number => {
      const id = subjectIds.get(name);
      if (id === undefined) throw new Error(`subject ${name} missing after upsert`);
      return id;
    };

    const chapterKey = (subject: number, path: string) => `${subject}\u0000${path}`;
    const chapterIds = new Map(
      (await repository.listChapters(tx)).map((row) => [
        chapterKey(row.subjectId, row.path),
        row.id,
      ]),
    );
    const wanted = new Map<string, { subjectId: number; path: string; ordinal: number }>();
    const want = (subject: number, path: string, ordinal: number) => {
      const key = chapterKey(subject, path);
      if (!chapterIds.has(key) && !wanted.has(key))
        wanted.set(key, { subjectId: subject, path, ordinal });
    };
    for (const entry of SYLLABUS) {
      for (const [index, path] of chapterPaths(entry).entries())
        want(subjectId(entry.name), path, index + 1);
    }
    let extraOrdinal = EXTRA_CHAPTER_ORDINAL;
    for (const entry of needed) {
      if (!entry.chapterPath) continue;
      for (const path of withParents(entry.chapterPath))
        want(subjectId(entry.subject), path, extraOrdinal++);
    }
    // Parents before children, so each child knows its parent's id. Every depth that has new
    // chapters, in order: a new child under an existing parent has no new chapter above it.
    const depthOf = (path: string) => path.split(' / ').length;
    const depths = [...new Set([...wanted.values()].map((row) => depthOf(row.path)))].sort(
      (a, b) => a - b,
    );
    for (const depth of depths) {
      const level = [...wanted.values()].filter((row) => depthOf(row.path) === depth);
      const inserted = await repository.insertChapters(
        tx,
        level.map((row) => {
          const parentPath = row.path.split(' / ').slice(0, -1).join(' / ');
          return {
            subjectId: row.subjectId,
            path: row.path,
            name: row.path.split(' / ').at(-1) ?? row.path,
            parentId: parentPath
              ? (chapterIds.get(chapterKey(row.subjectId, parentPath)) ?? null)
              : null,
            ordinal: row.ordinal,
          };
        }),
      );
      for (const row of inserted) chapterIds.set(chapterKey(row.subjectId, row.path), row.id);
      // An import running at the same time wrote some of them (the insert skipped those and
      // answers only its own): read their ids before the next depth needs them as parents.
      if (inserted.length < level.length) {
        for (const row of await repository.listChapters(tx)) {
          chapterIds.set(chapterKey(row.subjectId, row.path), row.id);
        }
      }
    }
    return {
      subjectId,
      chapterId(subjectName, path) {
        if (!path) return null;
        const id = chapterIds.get(chapterKey(subjectId(subjectName), path));
        if (id === undefined)
          throw new Error(`chapter ${subjectName} ${path} missing after insert`);
        return id;
      },
    };
  });
}
