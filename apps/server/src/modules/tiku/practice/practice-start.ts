import type { z } from 'zod';
import type { startPracticeCall } from '@yzfk/contract/calls/tiku-practice';
import type { TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TPickedQuestion } from './practice-questions.repository';
import type { TNewSession } from './practice.repository';
import type { TAuth } from '../../../platform/http/auth';
import { depthFirstIds, nestChapters, subtreeIds } from '../catalogue/chapter-tree';
import type { TPracticeDeps } from './practice-context';
import { toSessionView } from './practice-view';
import { defaultPoints } from '../question-view';

type TStartRequest = z.output<typeof startPracticeCall.request>;
type TRequestOf<K extends TStartRequest['kind']> = Extract<TStartRequest, { kind: K }>;
/** What a kind of session decides; the rest of the row is the same for every kind. */
type TPlan = Omit<TNewSession, 'userId' | 'startedAt' | 'maxScore'>;
type TStartContext = { deps: TPracticeDeps; auth: TAuth; userId: number };

const title = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Questions outside a paper are worth the exam's default points (1 single, 2 otherwise). */
function withDefaultPoints(picked: TPickedQuestion[]) {
  if (picked.length === 0) throw new AppError(E.noQuestions);
  return {
    questionIds: picked.map((question) => question.id),
    questionPoints: picked.map((question) => defaultPoints(question.type)),
  };
}

/** The chapter tree of a subject and, when asked, one chapter's subtree (4714 if not in it). */
async function chapterScope(context: TStartContext, subjectId: number, chapterId?: number) {
  const roots = nestChapters(await context.deps.store.lookups.chaptersOfSubject(subjectId));
  const chapterIds = chapterId === undefined ? null : subtreeIds(roots, chapterId);
  if (chapterIds?.length === 0) throw new AppError(E.chapterNotFound);
  return { order: depthFirstIds(roots), chapterIds };
}

async function planChapter(context: TStartContext, request: TRequestOf<'chapter'>) {
  const { lookups, picks } = context.deps.store;
  const bank = await lookups.findBank(request.bankId);
  if (!bank) throw new AppError(E.bankNotFound);
  await context.deps.bankAccess.assertCanRead(context.auth, bank);
  const subject = await lookups.findSubject(request.subjectId);
  if (!subject) throw new AppError(E.noQuestions);
  const scope = await chapterScope(context, subject.id, request.chapterId);
  const chapter = request.chapterId ? await lookups.findChapter(request.chapterId) : null;
  const items = withDefaultPoints(
    await picks.chapter({
      userId: context.userId,
      bankId: bank.id,
      subjectId: subject.id,
      chapterIds: scope.chapterIds,
      chapterOrder: scope.order,
      limit: request.count,
    }),
  );
  return {
    kind: 'chapter',
    mode: request.mode,
    title: title(subject.name, chapter?.name, `${items.questionIds.length} 题`),
    bankId: bank.id,
    subjectId: subject.id,
    chapterId: chapter?.id ?? null,
    ...items,
  } satisfies TPlan;
}

async function planPaper(context: TStartContext, request: TRequestOf<'paper'>) {
  const { lookups } = context.deps.store;
  const found = await lookups.findPaper(request.paperId);
  if (!found) throw new AppError(E.paperNotFound);
  await context.deps.bankAccess.assertCanRead(context.auth, found.bank);
  const items = await lookups.paperItems(found.paper.id);
  if (items.length === 0) throw new AppError(E.noQuestions);
  const limit = request.timed ? found.paper.timeLimitMinutes : null;
  return {
    kind: 'paper',
    mode: 'exam',
    title: found.paper.title,
    bankId: found.bank.id,
    paperId: found.paper.id,
    questionIds: items.map((item) => item.questionId),
    questionPoints: items.map((item) => item.points),
    partialCredit: found.paper.partialCredit,
    deadline: limit ? new Date(context.deps.now().getTime() + limit * 60_000) : null,
  } satisfies TPlan;
}

async function planMistakes(context: TStartContext, request: TRequestOf<'mistakes'>) {
  const { lookups, picks } = context.deps.store;
  const chapter = request.chapterId ? await lookups.findChapter(request.chapterId) : null;
  if (request.chapterId && !chapter) throw new AppError(E.chapterNotFound);
  const subjectId = request.subjectId ?? chapter?.subjectId;
  const subject = subjectId ? await lookups.findSubject(subjectId) : null;
  const scope = chapter ? await chapterScope(context, chapter.subjectId, chapter.id) : null;
  const items = withDefaultPoints(
    await picks.mistakes({
      userId: context.userId,
      subjectId: request.subjectId,
      chapterIds: scope?.chapterIds ?? undefined,
      dueAt: request.dueOnly ? context.deps.now() : undefined,
      freeOnly: !(await context.deps.bankAccess.isAuthorised(context.auth)),
      limit: request.count,
    }),
  );
  return {
    kind: 'mistakes',
    mode: 'practice',
    title: title('错题重做', subject?.name, chapter?.name, `${items.questionIds.length} 题`),
    subjectId: subject?.id ?? null,
    chapterId: chapter?.id ?? null,
    ...items,
  } satisfies TPlan;
}

async function planFavorites(context: TStartContext, request: TRequestOf<'favorites'>) {
  const items = withDefaultPoints(
    await context.deps.store.picks.favorites({
      userId: context.userId,
      freeOnly: !(await context.deps.bankAccess.isAuthorised(context.auth)),
      limit: request.count,
    }),
  );
  return {
    kind: 'favorites',
    mode: 'practice',
    title: title('收藏练习', `${items.questionIds.length} 题`),
    ...items,
  } satisfies TPlan;
}

/** Most questions an article's practice takes (an article has tens at most). */
const ARTICLE_QUESTIONS_MAX = 100;

async function planArticle(context: TStartContext, request: TRequestOf<'article'>) {
  const items = withDefaultPoints(
    await context.deps.store.picks.article({
      lawId: request.lawId,
      ordinal: request.ordinal,
      firstId: request.questionId ?? null,
      freeOnly: !(await context.deps.bankAccess.isAuthorised(context.auth)),
      limit: ARTICLE_QUESTIONS_MAX,
    }),
  );
  return {
    kind: 'article',
    mode: 'practice',
    title: title('法条真题', `${items.questionIds.length} 题`),
    ...items,
  } satisfies TPlan;
}

function plan(context: TStartContext, request: TStartRequest): Promise<TPlan> {
  switch (request.kind) {
    case 'chapter':
      return planChapter(context, request);
    case 'paper':
      return planPaper(context, request);
    case 'mistakes':
      return planMistakes(context, request);
    case 'favorites':
      return planFavorites(context, request);
    case 'article':
      return planArticle(context, request);
  }
}

/**
 * Starts a session: the questions are fixed now. Chapter practice takes the questions the user
 * has never answered first, in chapter order, then the rest; a paper takes all its questions
 * with the paper's points and, when timed, a deadline; mistakes and favourites take the book.
 */
export async function startPractice(
  deps: TPracticeDeps,
  auth: TAuth,
  request: TStartRequest,
): Promise<{ session: TPracticeSession }> {
  const userId = deps.bankAccess.requireUser(auth);
  const planned = await plan({ deps, auth, userId }, request);
  const session = await deps.store.sessions.insertSession({
    ...planned,
    userId,
    startedAt: deps.now(),
    maxScore: planned.questionPoints.reduce((sum, points) => sum + points, 0),
  });
  const subject = session.subjectId
    ? await deps.store.lookups.findSubject(session.subjectId)
    : null;
  return { session: toSessionView({ session, subjectName: subject?.name ?? null }) };
}
