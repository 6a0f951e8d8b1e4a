import type { z } from 'zod';
import type { listMistakesCall, TMistake } from '@yzfk/contract/calls/tiku-personal';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { mistakes } from '../question.schema';
import type { TQuestionMistakeRepository } from './question-mistake.repository';
import { afterWrongAnswer, isDue } from './review-schedule';
import type { TAuth } from '../../../platform/http/auth';
import type { TBankAccess } from '../bank-access';
import { toQuestionSummary } from '../question-view';

type TListRequest = z.output<typeof listMistakesCall.request>;
type TListData = z.input<typeof listMistakesCall.data>;
type TGroup = TListData['groups'][number];
type TCountNode = TGroup['children'][number];
type TMistakeRow = typeof mistakes.$inferSelect;
type TChapter = { id: number; parentId: number | null; name: string; ordinal: number };

/** What the group of questions outside any chapter is called. */
export const NO_CHAPTER_NAME = '未分章节';

/** A mistake as the user sees it, without the question (the detail call shows it whole). */
export function toMistakeState(
  row: TMistakeRow,
  answer: string[],
  now: Date,
): Omit<TMistake, 'question'> {
  return {
    chosen: row.chosen,
    answer,
    wrongCount: row.wrongCount,
    lastWrongAt: row.lastWrongAt.toISOString(),
    reviewStage: row.reviewStage,
    nextReviewAt: row.nextReviewAt.toISOString(),
    due: isDue(row, now),
  };
}

/**
 * The top chapter a chapter sits under. Groups count at the top level so that a group's count
 * equals what filtering by that chapter (sub-chapters included) lists.
 */
function topChapter(byId: Map<number, TChapter>, id: number): TChapter | undefined {
  let chapter = byId.get(id);
  // `seen` only guards against a parent_id cycle in bad data.
  const seen = new Set<number>();
  while (chapter && chapter.parentId !== null && !seen.has(chapter.id)) {
    seen.add(chapter.id);
    const parent = byId.get(chapter.parentId);
    if (!parent) break;
    chapter = parent;
  }
  return chapter;
}

/** The wrong-answer book: grouped counts, filtered pages, removal. */
export function createMistakesService(deps: {
  mistakes: TQuestionMistakeRepository;
  bankAccess: TBankAccess;
  now: () => Date;
}) {
  const { mistakes } = deps;

  /** Every subject with mistakes, in exam order, and its top chapters (未分章节 last). */
  async function groupsOf(userId: number): Promise<TGroup[]> {
    const counts = await mistakes.countByChapter(userId);
    const chapterRows = await mistakes.chaptersOf([...new Set(counts.map((c) => c.subjectId))]);
    const chaptersById = new Map(chapterRows.map((chapter) => [chapter.id, chapter]));
    type TSubjectGroup = {
      id: number;
      name: string;
      ordinal: number;
      count: number;
      chapters: Map<number | null, TCountNode>;
    };
    const subjects = new Map<number, TSubjectGroup>();
    for (const row of counts) {
      const subject: TSubjectGroup = subjects.get(row.subjectId) ?? {
        id: row.subjectId,
        name: row.subjectName,
        ordinal: row.subjectOrdinal,
        count: 0,
        chapters: new Map<number | null, TCountNode>(),
      };
      subject.count += row.n;
      const top = row.chapterId === null ? undefined : topChapter(chaptersById, row.chapterId);
      const key = top?.id ?? null;
      const child: TCountNode = subject.chapters.get(key) ?? {
        id: key,
        name: top?.name ?? NO_CHAPTER_NAME,
        count: 0,
      };
      child.count += row.n;
      subject.chapters.set(key, child);
      subjects.set(row.subjectId, subject);
    }
    const chapterOrder = (id: number | null) =>
      id === null ? Number.MAX_SAFE_INTEGER : (chaptersById.get(id)?.ordinal ?? 0);
    return [...subjects.values()]
      .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id)
      .map((subject) => ({
        id: subject.id,
        name: subject.name,
        count: subject.count,
        children: [...subject.chapters.values()].sort(
          (a, b) => chapterOrder(a.id) - chapterOrder(b.id),
        ),
      }));
  }

  return {
    /** The book's groups and one page of it, newest wrong answer first. */
    async list(auth: TAuth, request: TListRequest): Promise<TListData> {
      const userId = deps.bankAccess.requireUser(auth);
      if (request.chapterId !== undefined && !(await mistakes.chapterExists(request.chapterId))) {
        throw new AppError(E.chapterNotFound);
      }
      const now = deps.now();
      const [groups, page] = await Promise.all([
        groupsOf(userId),
        mistakes.list({
          userId,
          subjectId: request.subjectId,
          chapterId: request.chapterId,
          now,
          offset: (request.page - 1) * request.pageSize,
          limit: request.pageSize,
        }),
      ]);
      return {
        groups,
        total: page.total,
        dueCount: page.dueCount,
        page: request.page,
        pageSize: request.pageSize,
        list: page.rows.map((row) => ({
          // The user answered the question, so its right answer may be shown beside theirs.
          question: toQuestionSummary(row.question, row),
          ...toMistakeState(row.mistake, row.question.answer, now),
        })),
      };
    },

    /** Takes a question out of the book; removing one that is not there is not an error. */
    async remove(auth: TAuth, questionId: number): Promise<{ removed: boolean }> {
      const userId = deps.bankAccess.requireUser(auth);
      return { removed: await mistakes.remove({ userId, questionId }) };
    },

    /**
     * Puts wrong answers of a finished mock exam in the user's book (the exam module calls it
     * once per attempt, when the attempt is scored), as a wrong practice answer would.
     */
    async recordWrongAnswers(
      userId: number,
      wrong: { questionId: number; chosen: string[] }[],
      at: Date,
    ): Promise<void> {
      // One order of row locks for every writer, as practice keeps it (no deadlocks).
      const sorted = [...wrong].sort((a, b) => a.questionId - b.questionId);
      await mistakes.addMistakes(userId, sorted, afterWrongAnswer(at), at);
    },
  };
}

export type TMistakesService = ReturnType<typeof createMistakesService>;
