import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { buildRoutes } from './build-routes';
import { HydrateFallback } from './hydrate-fallback';
import { LawSearchDialogContent } from './law-search-dialog-content';
import { ROUTE_TABLE, type TPageKey } from './route-table';
import { RootShell } from '../layout/root-shell';
import { RouteError } from '../pages/route-error';

type TLazy = NonNullable<RouteObject['lazy']>;

/**
 * A standalone page with the identity dialogs (an exam room, the readers: they ask visitors to
 * log in).
 */
function withIdentityDialogs(load: () => Promise<{ Component: ComponentType }>): TLazy {
  return () =>
    Promise.all([load(), import('../layout/identity-dialog-host')]).then(([page, host]) => ({
      Component: function StandaloneWithDialogs() {
        return (
          <>
            <page.Component />
            <host.IdentityDialogHost />
          </>
        );
      },
    }));
}

// Every page is its own chunk, loaded when a route first needs it.
const PAGES: Record<TPageKey, TLazy> = {
  home: () =>
    import('../../features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
  service: () =>
    import('../../features/about/routes/service-page').then((m) => ({ Component: m.ServicePage })),
  privacy: () =>
    import('../../features/about/routes/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  forbidden: () => import('../pages/error-pages').then((m) => ({ Component: m.ForbiddenPage })),
  notFound: () => import('../pages/error-pages').then((m) => ({ Component: m.NotFoundPage })),
  serverError: () => import('../pages/error-pages').then((m) => ({ Component: m.ServerErrorPage })),
  user: () =>
    import('../../features/identity/routes/user-page').then((m) => ({ Component: m.UserPage })),
  orgUser: () =>
    import('../../features/orguser/routes/org-user-page').then((m) => ({
      Component: m.OrgUserPage,
    })),
  wxCallback: () =>
    import('../../features/identity/routes/wx-callback-page').then((m) => ({
      Component: m.WxCallbackPage,
    })),
  lawList: () =>
    import('../../features/law/routes/law-list-page').then((m) => ({ Component: m.LawListPage })),
  // The law with my notes under each article (features never import each other).
  lawItem: () =>
    Promise.all([
      import('../../features/law/routes/law-detail-page'),
      import('../../features/notes/components/law-article-notes'),
      import('../../features/favorite/components/favorite-star-of'),
    ]).then(([law, notes, favorite]) => {
      const LawStar = favorite.favoriteStarOf('law');
      return {
        Component: function LawItem() {
          return <law.LawDetailPage articleNotes={notes.LawArticleNotes} favoriteStar={LawStar} />;
        },
      };
    }),
  lawCompare: () =>
    import('../../features/law/compare/law-compare-page').then((m) => ({
      Component: m.LawComparePage,
    })),
  search: () =>
    import('../../features/search/routes/search-page').then((m) => ({ Component: m.SearchPage })),
  searchLaw: () =>
    import('../../features/search/routes/search-law-page').then((m) => ({
      Component: m.SearchLawPage,
    })),
  tikuList: () =>
    import('../../features/tiku/routes/tiku-list-page').then((m) => ({
      Component: m.TikuListPage,
    })),
  chapterPractice: () =>
    import('../../features/tiku/routes/chapter-practice-page').then((m) => ({
      Component: m.ChapterPracticePage,
    })),
  paperPractice: () =>
    import('../../features/tiku/routes/paper-practice-page').then((m) => ({
      Component: m.PaperPracticePage,
    })),
  // Standalone, so without the shared layout's identity dialogs: it mounts them itself.
  subjectivePractice: () =>
    Promise.all([
      import('../../features/tiku/routes/subjective-page'),
      import('../layout/identity-dialog-host'),
    ]).then(([page, host]) => ({
      Component: function SubjectivePracticeRoute() {
        return (
          <>
            <page.SubjectivePage />
            <host.IdentityDialogHost />
          </>
        );
      },
    })),
  // The question bank's favourites with the other kinds' tabs composed in (?tab= keeps the tab).
  myFavorite: () =>
    Promise.all([
      import('../../features/tiku/routes/favorites-page'),
      import('../../features/favorite/routes/favorite-list-tab'),
    ]).then(([page, favorite]) => {
      const tabs = (
        [
          ['law', '法规'],
          ['book', '图书'],
          ['course', '课程'],
          ['article', '文章'],
        ] as const
      ).map(([kind, label]) => ({
        key: kind,
        label,
        Component: function FavoriteTab() {
          return <favorite.FavoriteListTab kind={kind} />;
        },
      }));
      return {
        Component: function MyFavorite() {
          return <page.FavoritesPage tabs={tabs} />;
        },
      };
    }),
  myMistake: () =>
    import('../../features/tiku/routes/mistakes-page').then((m) => ({
      Component: m.MistakesPage,
    })),
  // The question bank's record page, with the courses' record composed in as its 课程 tab.
  learnRecord: () =>
    Promise.all([
      import('../../features/tiku/routes/learn-record-page'),
      import('../../features/course/routes/course-record-tab'),
      import('../../features/book/catalogue/routes/book-record-tab'),
      import('../../features/notes/components/notes-activity'),
      import('../../features/mindmap/components/mind-activity'),
    ]).then(([page, courses, books, notes, maps]) => {
      const tabs = [
        { key: 'courses', label: '课程', Component: courses.CourseRecordTab },
        { key: 'books', label: '图书', Component: books.BookRecordTab },
      ];
      const activity = [notes.NotesActivity, maps.MindActivity];
      return {
        Component: function LearnRecord() {
          return <page.LearnRecordPage tabs={tabs} activity={activity} />;
        },
      };
    }),
  examReport: () =>
    import('../../features/exam/report/routes/exam-report-page').then((m) => ({
      Component: m.ExamReportPage,
    })),
  examList: () =>
    import('../../features/exam/routes/exam-list-page').then((m) => ({
      Component: m.ExamListPage,
    })),
  examEntry: withIdentityDialogs(() =>
    import('../../features/exam/routes/exam-entry-page').then((m) => ({
      Component: m.ExamEntryPage,
    })),
  ),
  examLogin: withIdentityDialogs(() =>
    import('../../features/exam/routes/exam-login-page').then((m) => ({
      Component: m.ExamLoginPage,
    })),
  ),
  examBefore: withIdentityDialogs(() =>
    import('../../features/exam/routes/exam-before-page').then((m) => ({
      Component: m.ExamBeforePage,
    })),
  ),
  // The answering screen; the law search is composed in here (features never import each other).
  examination: withIdentityDialogs(() =>
    import('../../features/exam/routes/examination-page').then((m) => ({
      Component: function Examination() {
        return <m.ExaminationPage lawSearch={LawSearchDialogContent} />;
      },
    })),
  ),
  courseVideoList: () =>
    import('../../features/course/routes/course-list-page').then((m) => ({
      Component: function VideoCourseList() {
        return <m.CourseListPage kind="video" />;
      },
    })),
  courseAudioList: () =>
    import('../../features/course/routes/course-list-page').then((m) => ({
      Component: function AudioCourseList() {
        return <m.CourseListPage kind="audio" />;
      },
    })),
  courseDetail: () =>
    Promise.all([
      import('../../features/course/routes/course-detail-page'),
      import('../../features/favorite/components/favorite-star-of'),
    ]).then(([page, favorite]) => {
      const CourseStar = favorite.favoriteStarOf('course');
      return {
        Component: function CourseDetail() {
          return <page.CourseDetailPage favoriteStar={CourseStar} />;
        },
      };
    }),
  // The player with the lesson's timestamped notes beside it (features never import each other).
  coursePlayer: () =>
    Promise.all([
      import('../../features/course/player/routes/course-player-page'),
      import('../../features/notes/components/lesson-notes-panel'),
    ]).then(([player, notes]) => ({
      Component: function CoursePlayer() {
        return <player.CoursePlayerPage notesPanel={notes.LessonNotesPanel} />;
      },
    })),
  articleList: () =>
    import('../../features/article/routes/article-list-page').then((m) => ({
      Component: m.ArticleListPage,
    })),
  articleItem: () =>
    Promise.all([
      import('../../features/article/routes/article-detail-page'),
      import('../../features/favorite/components/favorite-star-of'),
    ]).then(([page, favorite]) => {
      const ArticleStar = favorite.favoriteStarOf('article');
      return {
        Component: function ArticleItem() {
          return <page.ArticleDetailPage favoriteStar={ArticleStar} />;
        },
      };
    }),
  myNotes: () =>
    import('../../features/notes/routes/my-notes-page').then((m) => ({
      Component: m.MyNotesPage,
    })),
  myNotesList: () =>
    import('../../features/notes/routes/notes-list-page').then((m) => ({
      Component: m.NotesListPage,
    })),
  bookList: () =>
    import('../../features/book/catalogue/routes/book-list-page').then((m) => ({
      Component: function BookList() {
        return <m.BookListPage audio={false} />;
      },
    })),
  audioBookList: () =>
    import('../../features/book/catalogue/routes/book-list-page').then((m) => ({
      Component: function AudioBookList() {
        return <m.BookListPage audio />;
      },
    })),
  bookDetail: () =>
    Promise.all([
      import('../../features/book/catalogue/routes/book-detail-page'),
      import('../../features/favorite/components/favorite-star-of'),
    ]).then(([page, favorite]) => {
      const BookStar = favorite.favoriteStarOf('book');
      return {
        Component: function BookDetail() {
          return <page.BookDetailPage favoriteStar={BookStar} />;
        },
      };
    }),
  audioBookDetail: () =>
    Promise.all([
      import('../../features/book/audio/routes/audiobook-page'),
      import('../../features/favorite/components/favorite-star-of'),
    ]).then(([page, favorite]) => {
      const BookStar = favorite.favoriteStarOf('book');
      return {
        Component: function AudioBookDetail() {
          return <page.AudioBookPage favoriteStar={BookStar} />;
        },
      };
    }),
  // Standalone, with the identity dialogs: a code in the address asks a visitor to log in.
  bookPdf: withIdentityDialogs(() =>
    import('../../features/book/pdf/routes/book-pdf-page').then((m) => ({
      Component: m.BookPdfPage,
    })),
  ),
  // Standalone, with the identity dialogs (notes ask visitors to log in). The
  // reader's engine (foliate-js) loads with this page only.
  bookReader: withIdentityDialogs(() =>
    import('../../features/book/reader/routes/book-reader-page').then((m) => ({
      Component: m.BookReaderPage,
    })),
  ),
  bookMind: () =>
    import('../../features/mindmap/routes/book-mind-page').then((m) => ({
      Component: m.BookMindPage,
    })),
  myMind: () =>
    import('../../features/mindmap/routes/my-mind-page').then((m) => ({
      Component: m.MyMindPage,
    })),
  myOutline: () =>
    import('../../features/mindmap/routes/my-outline-page').then((m) => ({
      Component: m.MyOutlinePage,
    })),
  downloadList: () =>
    import('../../features/download/routes/download-list-page').then((m) => ({
      Component: m.DownloadListPage,
    })),
};

/** The app's React Router routes, with the given navigation guard as the root loader. */
export function createAppRoutes(guard: LoaderFunction): RouteObject[] {
  return buildRoutes(ROUTE_TABLE, {
    guard,
    page: (key) => PAGES[key],
    sharedLayout: () => import('../layout/site-layout').then((m) => ({ Component: m.SiteLayout })),
    centreLayout: () =>
      import('../layout/centre-layout').then((m) => ({ Component: m.CentreLayout })),
    root: { Component: RootShell, HydrateFallback, ErrorBoundary: RouteError },
    pageErrorBoundary: RouteError,
  });
}
