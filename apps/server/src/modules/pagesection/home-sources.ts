import type { THomeSection } from '@yzfk/contract/calls/home-sections';
import type { TSolution } from '@yzfk/contract/calls/tiku-shapes';
import type { TAuth } from '../../platform/http/auth';

type TData<K extends THomeSection['kind']> = Extract<THomeSection, { kind: K }>['data'];

/** The day's question as the home page shows it: no answer before it is answered. */
export type TDailyQuestion = Omit<TData<'dailyQuestion'>, 'day'>;

/**
 * What the home sections need of other modules, wired in modules.ts (a module reaches another
 * only through such ports). Each answers what the caller may see; empty when there is nothing.
 */
export type THomeSources = {
  mockExams: (auth: TAuth, limit: number) => Promise<TData<'mockExams'>['exams']>;
  newBooks: (auth: TAuth, limit: number) => Promise<TData<'newBooks'>['books']>;
  popularCourses: (auth: TAuth, limit: number) => Promise<TData<'popularCourses'>['courses']>;
  latestArticles: (auth: TAuth, limit: number) => Promise<TData<'latestArticles'>['articles']>;
  /** The bank's subjects among `names` with their objective question counts. */
  subjects: (auth: TAuth, names: readonly string[]) => Promise<TData<'subjectEntries'>['subjects']>;
  pastPapers: (auth: TAuth, limit: number) => Promise<TData<'pastPapers'>['years']>;
  /** A logged-in user's latest practice, book, course and exam; called only for a user. */
  continueLearning: (auth: TAuth) => Promise<TData<'continueLearning'>>;
  /** The question of a day (YYYY-MM-DD), the same for everyone that day; null without any. */
  dailyQuestion: (day: string) => Promise<TDailyQuestion | null>;
  /** The right answer and explanation of a question (only once it has been answered). */
  questionAnswer: (questionId: number) => Promise<TSolution | null>;
};
