import type { FastifyInstance } from 'fastify';
import { POSITION_TOLERANCE_MS } from '@yzfk/contract/calls/course';
import type { TDb } from './platform/db/database';
import type { TAuthSession } from './platform/http/auth';
import type { TCallDeps } from './platform/http/register-call';
import type { TPlatform } from './platform/platform';
import type { TStorage } from './platform/storage/storage';
import { DEVELOPMENT_TOKEN_SECRET } from './platform/config/config';
import { createActivationModule } from './modules/activation/activation.module';
import { seedDemoActivation, seedDemoBookCodes } from './modules/activation/activation.seed';
import { createAboutModule } from './modules/about/about.module';
import { createAdminModule } from './modules/admin/admin.module';
import { createArticleModule } from './modules/article/article.module';
import { seedDemoArticles } from './modules/article/article.seed';
import { createHomeSources } from './home-sources';
import { createExamModule } from './modules/exam/exam.module';
import { createFavoriteModule } from './modules/favorite/favorite.module';
import { seedDemoExams } from './modules/exam/exam.seed';
import { createIdentityModule } from './modules/identity/identity.module';
import { createLawModule } from './modules/law/law.module';
import { createBookModule } from './modules/book/book.module';
import { createBookFileReadable, createBookTitle, unlockBook } from './modules/book/book-ports';
import { DEMO_CODE_BOOK_KEY, seedDemoBooks } from './modules/book/book.seed';
import { skipUnchangedFiles } from './modules/media/skip-unchanged-files';
import { createDownloadModule } from './modules/download/download.module';
import { seedDemoDownloads } from './modules/download/download.seed';
import { createCourseModule } from './modules/course/course.module';
import { seedDemoCourses } from './modules/course/course.seed';
import { createMediaModule } from './modules/media/media.module';
import { createMediaRepository } from './modules/media/media.repository';
import { createMindmapModule } from './modules/mindmap/mindmap.module';
import { createNotesModule } from './modules/notes/notes.module';
import { registerMediaFile } from './modules/media/register-media-file';
import { seedSampleLaws } from './modules/law/sample-laws.seed';
import { seedDefaultConcepts } from './modules/law/concepts/import-concepts';
import { createOrgUserModule } from './modules/orguser/orguser.module';
import { seedDemoMenu } from './modules/pagesection/demo-menu.seed';
import { seedDemoHomeSections } from './modules/pagesection/demo-home.seed';
import { createPageSectionModule } from './modules/pagesection/pagesection.module';
import { seedDemoSite } from './modules/session/demo-site.seed';
import { createSessionModule } from './modules/session/session.module';
import { seedSampleQuestions } from './modules/tiku/sample-questions.seed';
import { createTikuModule } from './modules/tiku/tiku.module';
import { subjectOfLawTitle } from './modules/tiku/classify-question';
import { createSearchModule } from './modules/search/search.module';
import { createQuestionSearchSource } from './modules/tiku/question-search-source';
import { createBookSearchSource } from './modules/book/book-search-source';
import { createCourseSearchSource } from './modules/course/course-search-source';
import { createArticleSearchSource } from './modules/article/article-search-source';
import { createDownloadSearchSource } from './modules/download/download-search-source';

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
  // Notes check their source through a port per kind: each adapts a source module's service
  // (called only once a request arrives, so modules built below are there by then). The question
  // bank keeps its notes in the notes model through `questionNotes`.
  const notes = createNotesModule(platform, {
    lessonCourses: (lessonIds) => course.courseCatalog.coursesOfLessons(lessonIds),
    sources: {
      // Each readable source also names its 法考 subject, which /mynotes filters by.
      lesson: async (auth, lessonId) => {
        const found = await course.courseCatalog.lessonReadability(auth, lessonId);
        return found.status === 'readable'
          ? {
              status: 'readable',
              maxOrder: found.durationMs + POSITION_TOLERANCE_MS,
              subject: found.subject,
            }
          : found;
      },
      question: (auth, questionId) => tiku.tikuPersonal.readability(auth, questionId),
      // A book's notes anchor at a CFI (or PDF page) the reader sends, ordered by its share read.
      // Books carry a category (考试用书…), not a subject: their notes have none.
      book: async (auth, bookId) => ({ status: await book.catalog.readability(auth, bookId) }),
      // Laws are free: the note's anchor must be one of the law's articles. The subject is the
      // syllabus's for the law's title (the question classifier's mapping), none for others.
      law: async (_auth, lawId, anchor) => {
        const detail = await law.laws.detail(lawId, null).catch(() => null);
        // A retired law's id answers its successor: a new note goes on the successor's id.
        if (
          detail?.movedFrom ||
          !detail?.articles.some((article) => String(article.ordinal) === anchor)
        ) {
          return { status: 'missing' };
        }
        return { status: 'readable', subject: subjectOfLawTitle(detail.law.title) ?? '' };
      },
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
  // Once the pack's laws are in, the demo's sample laws give way to the real ones and everything
  // that pointed at a sample follows: the questions' and the exam papers' law links, notes and
  // favourites. Every step is idempotent and works from all redirects stored, so a load cut
  // short (the pack runs this again) or a step that failed is made good by the next run.
  const retireSampleLaws = async () => {
    const { retirement, redirects } = await law.laws.retireSampleLaws();
    const questions = await tiku.tikuLawRefs.relinkQuestions();
    const papers = await exam.relinkLawRefs(tiku.tikuLawRefs.link);
    const notesMoved = await notes.lawNotes.move(redirects);
    const favoritesMoved = await favorite.lawFavorites.move(redirects);
    const outcome = {
      retired: retirement.redirects.length,
      unmatched: retirement.unmatched,
      questions,
      papers,
      notes: notesMoved,
      favorites: favoritesMoved,
    };
    if (outcome.retired + questions + papers + notesMoved + favoritesMoved > 0) {
      platform.log.info(outcome, `示例法规已由正式法规取代：${outcome.retired} 部`);
    }
    return { ...retirement, ...outcome };
  };
  // /flks/law/favorite and the law detail's star keep working on the one favourites model.
  const law = await createLawModule(platform, {
    favorites: {
      isFavorite: (userId, lawId) => favorite.favorites.isFavorite(userId, 'law', lawId),
      set: (auth, lawId, isFavorite) =>
        favorite.favorites.set(auth, { kind: 'law', targetId: lawId, favorite: isFavorite }),
    },
    afterPackImport: async () => {
      await retireSampleLaws();
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
    bookFileReadable: createBookFileReadable(platform.database.db),
  });
  const activation = createActivationModule(platform, {
    siteIdByCode: (code) => session.sessions.siteIdByCode(code),
    afterGrant: (auth, client, gainedId) => identity.logins.afterGrant(auth, client, gainedId),
    unlockBook,
    bookTitle: createBookTitle(platform.database.db),
  });
  const course = createCourseModule(platform, { authsOf, media: media.media });
  const book = createBookModule(platform, {
    authsOf,
    media: media.media,
    redeem: activation.redeem,
  });
  const article = createArticleModule(platform);
  // The global search: the law module searches 法规 and 条文 itself, each other module hands in
  // its source of search entries.
  const { db } = platform.database;
  const search = createSearchModule(platform, {
    providers: law.searchProviders,
    sources: [
      createQuestionSearchSource(db),
      createBookSearchSource(db),
      createCourseSearchSource(db),
      createArticleSearchSource(db),
      createDownloadSearchSource(db),
    ],
  });
  const modules: TModule[] = [
    session,
    createPageSectionModule(platform, {
      siteIdByCode: (code) => session.sessions.siteIdByCode(code),
      homeSources: createHomeSources({
        tikuCatalog: tiku.tikuCatalog,
        tikuPractice: tiku.tikuPractice,
        tikuDaily: tiku.tikuDaily,
        examCatalog: exam.examCatalog,
        bookCatalog: book.catalog,
        bookProgress: book.progress,
        courseCatalog: course.courseCatalog,
        courseProgress: course.courseProgress,
        articles: article.articles,
      }),
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
    createDownloadModule(platform, { authsOf, media: media.media }),
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
    retireSampleLaws,
    /** Registers every module's calls and routes. */
    async register(app: FastifyInstance) {
      for (const module of modules) await module.register(app, calls);
    },
  };
}

export type TModules = Awaited<ReturnType<typeof createModules>>;

/**
 * Writes the demo content, each module its own part, in dependency order: the site, its menu,
 * the sample laws and the default concept file, then the sample questions (they link their law references to the laws),
 * then the demo exams (copied from the sample questions) and the demo activation codes, which
 * are derived from `secret`: the server passes its TOKEN_SECRET, tests the development one
 * their configuration also uses; then the demo articles (their citations link when read). With a
 * storage, the demo courses and books are imported last (their files are copied into it;
 * unchanged files are not copied again), then the demo book's codes are issued, then the demo
 * downloads; tests that
 * need courses or books import their own.
 */
export async function seedDemo(
  db: TDb,
  now = new Date(),
  secret = DEVELOPMENT_TOKEN_SECRET,
  storage?: TStorage,
): Promise<number> {
  const siteId = await seedDemoSite(db);
  await seedDemoMenu(db, siteId);
  await seedDemoHomeSections(db, siteId);
  await seedSampleLaws(db);
  await seedDefaultConcepts(db);
  await seedSampleQuestions(db);
  await seedDemoExams(db, now);
  await seedDemoActivation(db, siteId, secret, now);
  await seedDemoArticles(db, now);
  if (storage) {
    const files = createMediaRepository(db);
    // Files already stored unchanged are not copied again at each start.
    const registerFile = skipUnchangedFiles(storage, (input) =>
      registerMediaFile({ files, storage }, input),
    );
    await seedDemoCourses({ db, registerFile, now: () => now });
    const books = await seedDemoBooks({ db, registerFile, now: () => now });
    const coded = books.find(
      (book) => book.status === 'imported' && book.key === DEMO_CODE_BOOK_KEY,
    );
    if (coded?.status === 'imported') {
      await seedDemoBookCodes(db, siteId, secret, now, { id: coded.bookId, title: coded.title });
    }
    await seedDemoDownloads({ db, registerFile });
  }
  return siteId;
}
