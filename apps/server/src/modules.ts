import type { FastifyInstance } from 'fastify';
import type { TAuthSession } from './platform/http/auth';
import type { TCallDeps } from './platform/http/register-call';
import type { TPlatform } from './platform/platform';
import { createAboutModule } from './modules/about/about.module';
import { createActivationModule } from './modules/activation/activation.module';
import { createAdminModule } from './modules/admin/admin.module';
import { createArticleModule } from './modules/article/article.module';
import { createBookModule } from './modules/book/book.module';
import { createCourseModule } from './modules/course/course.module';
import { createDownloadModule } from './modules/download/download.module';
import { createExamModule } from './modules/exam/exam.module';
import { createFavoriteModule } from './modules/favorite/favorite.module';
import { createIdentityModule } from './modules/identity/identity.module';
import { createLawModule } from './modules/law/law.module';
import { createMediaModule } from './modules/media/media.module';
import { createMindmapModule } from './modules/mindmap/mindmap.module';
import { createNotesModule } from './modules/notes/notes.module';
import { createOrgUserModule } from './modules/orguser/orguser.module';
import { createPageSectionModule } from './modules/pagesection/pagesection.module';
import { createSearchModule } from './modules/search/search.module';
import { createSessionModule } from './modules/session/session.module';
import { createTikuModule } from './modules/tiku/tiku.module';

/** What modules.ts needs of a module: its route registration. */
type TModule = {
  register: (app: FastifyInstance, calls: TCallDeps) => void | Promise<void>;
};

// The one place that wires modules together: each factory gets the platform and the services
// of the modules it depends on, and answers its own services and its route registration.

/** Builds every module; answers their services and one function registering all routes. */
export async function createModules(platform: TPlatform) {
  const session = await createSessionModule(platform);
  const identity = createIdentityModule(platform, { sessions: session.sessions });
  const authsOf = (auth: TAuthSession) => identity.logins.authsOf(auth);
  // Notes check their source through a port per kind, each answered by the module that owns the
  // kind (called only once a request arrives, so modules built below are there by then). The
  // question bank keeps its notes in the notes model through `questionNotes`.
  const notes = createNotesModule(platform, {
    lessonCourses: (lessonIds) => course.courseCatalog.coursesOfLessons(lessonIds),
    sources: {
      lesson: (auth, lessonId) => course.lessonNoteSource(auth, lessonId),
      question: (auth, questionId) => tiku.tikuPersonal.readability(auth, questionId),
      book: (auth, bookId) => book.noteSource(auth, bookId),
      law: (auth, lawId, anchor) => law.noteSource(auth, lawId, anchor),
    },
  });
  // Favourites check each kind's items through a port adapting that module's service (called
  // only once a request arrives, so the modules built below are there by then).
  const favorite = createFavoriteModule(platform, {
    targets: {
      law: (_auth, ids) => law.laws.favoriteTargets(ids),
      book: (auth, ids) => book.catalog.favoriteTargets(auth, ids),
      course: (auth, ids) => course.courseCatalog.favoriteTargets(auth, ids),
      article: (_auth, ids) => article.articles.favoriteTargets(ids),
    },
  });
  // /flks/law/favorite and the law detail's star keep working on the one favourites model.
  const law = await createLawModule(platform, {
    favorites: {
      isFavorite: (userId, lawId) => favorite.favorites.isFavorite(userId, 'law', lawId),
      set: (auth, lawId, isFavorite) =>
        favorite.favorites.set(auth, { kind: 'law', targetId: lawId, favorite: isFavorite }),
    },
    // Once the pack's laws are in, what pointed at a retired sample law follows its successor.
    followRetiredLaws: {
      questions: () => tiku.tikuLawRefs.relinkQuestions(),
      papers: () => exam.relinkLawRefs(tiku.tikuLawRefs.link),
      notes: (redirects) => notes.lawNotes.move(redirects),
      favorites: (redirects) => favorite.lawFavorites.move(redirects),
      articles: () => article.articlesOnLaw.relink(),
    },
    subjectOfLawTitle: (lawTitle) => tiku.subjectOfLawTitle(lawTitle),
    // 法条联想 counts and lists the questions, our articles and notes on an article where they
    // are kept.
    articleLinks: {
      writingCounts: (lawId) => article.articlesOnLaw.countsByArticle(lawId),
      writingsAt: (lawId, ordinal, limit) => article.articlesOnLaw.listAt(lawId, ordinal, limit),
      questionCounts: (lawId) => tiku.tikuQuestionsOnLaw.countsByArticle(lawId),
      questionsAt: (lawId, ordinal, userId, limit) =>
        tiku.tikuQuestionsOnLaw.listAt(lawId, ordinal, userId, limit),
      noteCounts: (userId, lawId) => notes.lawNotes.countsByArticle(userId, lawId),
      notesAt: (userId, lawId, ordinal, limit) =>
        notes.lawNotes.listAt(userId, lawId, ordinal, limit),
    },
  });
  const tiku = createTikuModule(platform, { authsOf, questionNotes: notes.questionNotes });
  const exam = createExamModule(platform, {
    authsOf,
    source: tiku.tikuExamSource,
    recordWrongAnswers: (userId, wrong, at) =>
      tiku.tikuMistakes.recordWrongAnswers(userId, wrong, at),
  });
  const media = createMediaModule(platform, {
    liveSession: (sessionId) => session.sessions.liveSession(sessionId),
    authsOf,
    // The book module is built below (it needs media): these ports reach it once asked.
    bookFileReadable: (session, fileId) => book.fileReadable(session, fileId),
  });
  const activation = createActivationModule(platform, {
    siteIdByCode: (code) => session.sessions.siteIdByCode(code),
    afterGrant: (auth, client, gainedId) => identity.logins.afterGrant(auth, client, gainedId),
    authEntryOf: identity.authEntryOf,
    unlockBook: (tx, userId, bookId, at) => book.unlockBook(tx, userId, bookId, at),
    bookTitle: (bookId) => book.bookTitle(bookId),
  });
  const course = createCourseModule(platform, { authsOf, media: media.media });
  const book = createBookModule(platform, {
    authsOf,
    media: media.media,
    redeem: activation.redeem,
  });
  const article = createArticleModule(platform);
  const download = createDownloadModule(platform, { authsOf, media: media.media });
  // The global search: the law module searches 法规 and 条文 itself, each other module hands in
  // its source of search entries.
  const search = createSearchModule(platform, {
    providers: law.searchProviders,
    isAuthorised: async (auth) => (await authsOf(auth.session)).length > 0,
    sources: [
      tiku.searchSource,
      book.searchSource,
      course.searchSource,
      article.searchSource,
      download.searchSource,
    ],
  });
  const modules: TModule[] = [
    session,
    createPageSectionModule(platform, {
      siteIdByCode: (code) => session.sessions.siteIdByCode(code),
      homeContent: {
        tikuCatalog: tiku.tikuCatalog,
        tikuPractice: tiku.tikuPractice,
        tikuDaily: tiku.tikuDaily,
        examCatalog: exam.examCatalog,
        bookCatalog: book.catalog,
        bookProgress: book.progress,
        courseCatalog: course.courseCatalog,
        courseProgress: course.courseProgress,
        articles: article.articles,
      },
    }),
    law,
    identity,
    createOrgUserModule(platform, { accounts: identity.accounts }),
    createAdminModule(platform, { sessions: session.sessions }),
    activation,
    tiku,
    exam,
    media,
    course,
    notes,
    book,
    article,
    favorite,
    createAboutModule(),
    createMindmapModule(platform),
    download,
    search,
  ];
  const calls: TCallDeps = {
    codec: platform.codec,
    authenticator: session.sessions,
    adminToken: platform.config.ADMIN_TOKEN,
    inFlight: platform.inFlight,
  };
  return {
    sessions: session.sessions,
    /** Brings the global search's index up to date with every source. */
    refreshSearchIndex: search.refreshIndex,
    /** The national law library's pack: main.ts starts its background load. */
    lawLibrary: law.library,
    /** Media files: importers register stored files here. */
    media: media.media,
    /** What the pack's load runs once its laws are in (tests run it after their own import). */
    retireSampleLaws: law.retireSampleLaws,
    /** Registers every module's calls and routes. */
    async register(app: FastifyInstance) {
      for (const module of modules) await module.register(app, calls);
    },
  };
}

export type TModules = Awaited<ReturnType<typeof createModules>>;
