import type { FastifyInstance } from 'fastify';
import type { TAuthSession } from '../../platform/http/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TAuthorisation } from '../identity/login.service';
import { createBankAccess } from './bank-access';
import { subjectOfLawTitle } from './import/classify-question';
import { createCatalogService } from './catalogue/catalog.service';
import { createDailyQuestionService } from './daily/daily-question';
import { registerTikuCatalogRoutes } from './catalogue/catalog.routes';
import { createExamSourceService } from './exam-source/exam-source.service';
import { createQuestionFavoritesService } from './personal/favorites.service';
import { createMistakesService } from './personal/mistakes.service';
import { createQuestionPersonalService } from './personal/personal.service';
import { registerTikuPersonalRoutes } from './personal/personal.routes';
import { createPracticeRepositories } from './practice/practice-repositories';
import { createPracticeService } from './practice/practice.service';
import { registerPracticeRoutes } from './practice/practice.routes';
import { createQuestionSearchSource } from './question-search-source';
import { withQuestionCache } from './practice/question-cache';
import { createQuestionCatalogRepository } from './catalogue/question-catalog.repository';
import { createQuestionMistakeRepository } from './personal/question-mistake.repository';
import { createQuestionPersonalRepository } from './personal/question-personal.repository';
import type { TQuestionNotesPort } from './question-notes-port';
import type { TLawRefInput } from './import/question-records';
import { registerLearningRecordsRoute } from './practice/records.route';
import { linkLawRefs } from './law-refs/link-law-refs';
import { relinkQuestionLawRefs } from './law-refs/relink-law-refs';
import { createQuestionsOnLaw } from './law-refs/questions-on-law';
import { createQuestionsOnLawRepository } from './law-refs/questions-on-law.repository';
import { createSubjectiveRepository } from './subjective/subjective.repository';
import { createSubjectiveService } from './subjective/subjective.service';
import { registerSubjectiveRoutes } from './subjective/subjective.routes';

/** The question bank: catalogue, practice, records, mistakes, favourites, notes, subjective. */
export function createTikuModule(
  { config, database, now }: TPlatform,
  {
    authsOf,
    questionNotes,
  }: {
    authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
    /** The user's notes on questions, kept by the notes module. */
    questionNotes: TQuestionNotesPort;
  },
) {
  const bankAccess = createBankAccess({ authsOf });
  const practice = withQuestionCache(createPracticeRepositories(database.db), {
    ttlMs: config.QUESTION_CACHE_TTL_S * 1000,
    maxEntries: 50_000,
    now: () => now().getTime(),
  });
  const questions = createQuestionPersonalRepository(database.db);
  const mistakes = createQuestionMistakeRepository(database.db);
  const personalDeps = { questions, bankAccess, now };
  const services = {
    tikuCatalog: createCatalogService({
      catalog: createQuestionCatalogRepository(database.db),
      sessions: practice.sessions,
      bankAccess,
    }),
    tikuPractice: createPracticeService({ store: practice, bankAccess, now, questionNotes }),
    tikuMistakes: createMistakesService({ mistakes, bankAccess, now }),
    tikuFavorites: createQuestionFavoritesService(personalDeps),
    tikuPersonal: createQuestionPersonalService({ ...personalDeps, mistakes, questionNotes }),
    tikuSubjective: createSubjectiveService({
      ...personalDeps,
      subjective: createSubjectiveRepository(database.db),
    }),
    /** Copies of questions and papers for the mock exams. */
    tikuExamSource: createExamSourceService(database.db),
    /** 每日一题 for the home page. */
    tikuDaily: createDailyQuestionService(database.db),
    /** Law references linked to the law database, by title and article number. */
    tikuLawRefs: {
      /** Links references as the import does (the mock exams relink their copies with it). */
      link: (refs: TLawRefInput[]) => linkLawRefs(database.db, refs),
      /** Links every question's references again (after laws were retired); answers how many changed. */
      relinkQuestions: () => relinkQuestionLawRefs(database.db),
    },
    /** The questions linked to a law's articles (the law page's 真题 badges and panel). */
    tikuQuestionsOnLaw: createQuestionsOnLaw(createQuestionsOnLawRepository(database.db)),
  };
  return {
    ...services,
    /** Its entries in the global search's index. */
    searchSource: createQuestionSearchSource(database.db),
    /** The syllabus subject a law's title names (the law module files notes on laws under it). */
    subjectOfLawTitle,
    register(app: FastifyInstance, calls: TCallDeps) {
      const deps = { ...calls, ...services };
      registerTikuCatalogRoutes(app, deps);
      registerPracticeRoutes(app, deps);
      registerLearningRecordsRoute(app, deps);
      registerTikuPersonalRoutes(app, deps);
      registerSubjectiveRoutes(app, deps);
    },
  };
}
