import {
  HOME_SECTION_CONFIGS,
  type THomeSection,
  type THomeSectionKind,
} from '@yzfk/contract/calls/home-sections';
import type { TAuth } from '../../platform/http/auth';
import { chinaDay } from '../../platform/china-time';
import type { THomeSectionRow } from './home-section.repository';
import type { THomeSources } from './home-sources';
import { nextExamDay } from './next-exam-day';

type TContext = { auth: TAuth; sources: THomeSources; now: Date };

function isKind(kind: string): kind is THomeSectionKind {
  return Object.hasOwn(HOME_SECTION_CONFIGS, kind);
}

/**
 * A stored section with its content, or null when it has none to show (the home page leaves it
 * out): no slides, no future exam date, no books yet, an anonymous visitor's 继续学习 …
 * A stored configuration that no longer fits its kind also shows nothing rather than failing
 * the whole page.
 */
export async function resolveHomeSection(
  row: THomeSectionRow,
  { auth, sources, now }: TContext,
): Promise<THomeSection | null> {
  if (!row.enabled || !isKind(row.kind)) return null;
  const base = { id: row.id, title: row.title };
  switch (row.kind) {
    case 'searchBox': {
      const config = HOME_SECTION_CONFIGS.searchBox.safeParse(row.config);
      return config.success ? { ...base, kind: row.kind, data: config.data } : null;
    }
    case 'banner': {
      const config = HOME_SECTION_CONFIGS.banner.safeParse(row.config);
      if (!config.success || config.data.slides.length === 0) return null;
      return { ...base, kind: row.kind, data: config.data };
    }
    case 'quickEntries': {
      const config = HOME_SECTION_CONFIGS.quickEntries.safeParse(row.config);
      if (!config.success || config.data.entries.length === 0) return null;
      return { ...base, kind: row.kind, data: config.data };
    }
    case 'countdown': {
      const config = HOME_SECTION_CONFIGS.countdown.safeParse(row.config);
      if (!config.success) return null;
      const next = nextExamDay(config.data.dates, chinaDay(now));
      if (!next) return null;
      return { ...base, kind: row.kind, data: { examName: config.data.examName, ...next } };
    }
    case 'continueLearning': {
      if (auth.session.kind !== 'user' || auth.session.userId === null) return null;
      const data = await sources.continueLearning(auth);
      if (!data.practice && !data.book && !data.course && !data.exam) return null;
      return { ...base, kind: row.kind, data };
    }
    case 'dailyQuestion': {
      const day = chinaDay(now);
      const question = await sources.dailyQuestion(day);
      return question ? { ...base, kind: row.kind, data: { day, ...question } } : null;
    }
    case 'subjectEntries': {
      const config = HOME_SECTION_CONFIGS.subjectEntries.safeParse(row.config);
      if (!config.success) return null;
      const subjects = await sources.subjects(auth, config.data.subjects);
      if (subjects.length === 0) return null;
      return { ...base, kind: row.kind, data: { count: config.data.count, subjects } };
    }
    case 'mockExams': {
      const limit = limitOf(HOME_SECTION_CONFIGS.mockExams, row.config);
      const exams = limit ? await sources.mockExams(auth, limit) : [];
      return exams.length ? { ...base, kind: 'mockExams', data: { exams } } : null;
    }
    case 'newBooks': {
      const limit = limitOf(HOME_SECTION_CONFIGS.newBooks, row.config);
      const books = limit ? await sources.newBooks(auth, limit) : [];
      return books.length ? { ...base, kind: 'newBooks', data: { books } } : null;
    }
    case 'popularCourses': {
      const limit = limitOf(HOME_SECTION_CONFIGS.popularCourses, row.config);
      const courses = limit ? await sources.popularCourses(auth, limit) : [];
      return courses.length ? { ...base, kind: 'popularCourses', data: { courses } } : null;
    }
    case 'latestArticles': {
      const limit = limitOf(HOME_SECTION_CONFIGS.latestArticles, row.config);
      const articles = limit ? await sources.latestArticles(auth, limit) : [];
      return articles.length ? { ...base, kind: 'latestArticles', data: { articles } } : null;
    }
    case 'pastPapers': {
      const limit = limitOf(HOME_SECTION_CONFIGS.pastPapers, row.config);
      const years = limit ? await sources.pastPapers(auth, limit) : [];
      return years.length ? { ...base, kind: 'pastPapers', data: { years } } : null;
    }
  }
}

type TLimitSchema = {
  safeParse: (value: unknown) => { success: true; data: { limit: number } } | { success: false };
};

/** How many items a listing section shows; null when its stored configuration is broken. */
function limitOf(schema: TLimitSchema, config: unknown): number | null {
  const parsed = schema.safeParse(config);
  return parsed.success ? parsed.data.limit : null;
}
