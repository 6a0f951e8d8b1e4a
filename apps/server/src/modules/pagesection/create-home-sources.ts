import { listArticlesCall } from '@yzfk/contract/calls/article';
import { listBooksCall } from '@yzfk/contract/calls/book';
import { listCoursesCall } from '@yzfk/contract/calls/course';
import { listExamsCall } from '@yzfk/contract/calls/exam';
import { listPapersCall } from '@yzfk/contract/calls/tiku';
import { E } from '@yzfk/contract/error-codes';
import { bookReaderHref, examRoomRoute, paths, practiceHref } from '@yzfk/contract/paths';
import { AppError } from '../../platform/http/app-error';
import type { TArticleService } from '../article/article.service';
import type { TBookCatalogService } from '../book/book-catalog.service';
import type { TBookProgressService } from '../book/book-progress.service';
import type { TCourseCatalogService } from '../course/course-catalog.service';
import type { TCourseProgressService } from '../course/course-progress.service';
import type { TExamCatalogService } from '../exam/exam-catalog.service';
import type { THomeSources } from './home-sources';
import type { TCatalogService } from '../tiku/catalogue/catalog.service';
import type { TDailyQuestionService } from '../tiku/tiku.types';
import type { TPracticeService } from '../tiku/practice/practice.service';

/** The content modules' services the home sections read (wired in modules.ts). */
export type THomeContent = {
  tikuCatalog: TCatalogService;
  tikuPractice: TPracticeService;
  tikuDaily: TDailyQuestionService;
  examCatalog: TExamCatalogService;
  bookCatalog: TBookCatalogService;
  bookProgress: TBookProgressService;
  courseCatalog: TCourseCatalogService;
  courseProgress: TCourseProgressService;
  articles: TArticleService;
};

const percent = (share: number | null) =>
  share === null ? '' : `已读 ${Math.round(share * 100)}%`;

/** A record the session has none of (4106: e.g. a unit login without a personal user). */
async function unlessLoginRequired<T>(record: Promise<T>): Promise<T | null> {
  try {
    return await record;
  } catch (error) {
    if (error instanceof AppError && error.code === E.loginRequired) return null;
    throw error;
  }
}

/**
 * The home sections' sources read from the content modules' services (handed in by modules.ts),
 * so access rules stay in each module; this module chooses what the home page shows of them
 * and where each entry opens.
 */
export function createHomeSources(deps: THomeContent): THomeSources {
  return {
    async mockExams(auth, limit) {
      const page = await deps.examCatalog.list(
        auth,
        listExamsCall.request.parse({ page: 1, pageSize: 50 }),
      );
      return page.list
        .filter((exam) => exam.state !== 'ended')
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
        .slice(0, limit)
        .map((exam) => ({
          id: exam.id,
          title: exam.title,
          startsAt: exam.startsAt,
          to: examRoomRoute(exam.variant, 'exam').href({ examId: exam.id }),
        }));
    },

    async newBooks(auth, limit) {
      const page = await deps.bookCatalog.list(
        auth,
        listBooksCall.request.parse({ sort: 'newest', pageSize: limit }),
      );
      return page.items.map((book) => ({
        id: book.id,
        title: book.title,
        author: book.authors.join('、'),
        to: paths.bookDetail.href({ id: book.id }),
      }));
    },

    async popularCourses(auth, limit) {
      const page = await deps.courseCatalog.list(
        auth,
        listCoursesCall.request.parse({ sort: 'popular', pageSize: limit }),
      );
      return page.items.map((course) => ({
        id: course.id,
        title: course.title,
        learners: course.learners,
        to: paths.videoDetail.href({ id: course.id }),
      }));
    },

    async latestArticles(_auth, limit) {
      const page = await deps.articles.list(
        listArticlesCall.request.parse({ sort: 'newest', pageSize: limit }),
      );
      return page.items.map((article) => ({
        id: article.id,
        title: article.title,
        column: article.column,
        publishedAt: article.publishedAt,
        to: paths.articleItem.href({ id: article.id }),
      }));
    },

    async subjects(auth, names) {
      const catalog = await deps.tikuCatalog.catalog(auth, undefined);
      if (catalog.bankId === null) return [];
      const bankId = catalog.bankId;
      return names.flatMap((name) => {
        // A bank may name a subject at length (行政法与行政诉讼法): the entry's name leads it.
        const subject =
          catalog.subjects.find((candidate) => candidate.name === name) ??
          catalog.subjects.find((candidate) => candidate.name.startsWith(name));
        return subject && subject.questionCount > 0
          ? [{ name, bankId, subjectId: subject.id, questionCount: subject.questionCount }]
          : [];
      });
    },

    async pastPapers(auth, limit) {
      const page = await deps.tikuCatalog.papers(
        auth,
        listPapersCall.request.parse({ kind: 'past', page: 1, pageSize: 50 }),
      );
      const years = new Map<number, { id: number; title: string }[]>();
      for (const paper of page.list) {
        if (paper.year === null) continue;
        years.set(paper.year, [
          ...(years.get(paper.year) ?? []),
          { id: paper.id, title: paper.title },
        ]);
      }
      return [...years.entries()]
        .sort(([a], [b]) => b - a)
        .slice(0, limit)
        .map(([year, papers]) => ({ year, papers }));
    },

    async continueLearning(auth) {
      const [practice, books, courses, exams] = await Promise.all([
        unlessLoginRequired(deps.tikuPractice.records(auth, { page: 1, pageSize: 1 })),
        unlessLoginRequired(deps.bookProgress.record(auth)),
        unlessLoginRequired(deps.courseProgress.record(auth)),
        unlessLoginRequired(deps.examCatalog.mine(auth, { page: 1, pageSize: 1 })),
      ]);
      const session = practice?.list[0];
      const book = books?.books[0];
      const course = courses?.courses[0];
      const attempt = exams?.list[0];
      return {
        practice: session
          ? {
              title: session.title,
              detail: `已答 ${session.answeredCount}/${session.total} 题`,
              to: practiceHref(session),
            }
          : null,
        book: book
          ? {
              title: book.title,
              detail: book.lastFormat === 'audio' ? '听书' : percent(book.share),
              to:
                book.lastFormat === 'audio'
                  ? paths.audioBookDetail.href({ id: book.bookId })
                  : bookReaderHref(book.bookId, book.lastFormat),
            }
          : null,
        course: course
          ? {
              title: course.title,
              detail: `已学完 ${course.progress.finishedLessons}/${course.progress.lessonCount} 课时`,
              to: paths.videoDetail.href({ id: course.courseId }),
            }
          : null,
        exam: attempt
          ? {
              title: attempt.examTitle,
              detail: attempt.status === 'in_progress' ? '作答中' : '已交卷，查看报告',
              to:
                attempt.status === 'in_progress'
                  ? examRoomRoute(attempt.variant, 'exam').href({ examId: attempt.examId })
                  : paths.examReport.href({ attempt: attempt.id }),
            }
          : null,
      };
    },

    dailyQuestion: (day) => deps.tikuDaily.ofDay(day),
    questionAnswer: (questionId) => deps.tikuDaily.answerOf(questionId),
  };
}
