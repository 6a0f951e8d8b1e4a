import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zInt, zShortTitle, zText } from '../fields';
import { ZQuestionOptionSchema, ZSolutionSchema } from './tiku-shapes';

// The home page's sections (issue 14): each site stores its sections (kind, title, order, on or
// off, a configuration per kind); the server resolves each one's content and leaves out the
// sections that have none, so the home page grows as content arrives.

/** Kinds of home section, each with its own configuration and content. */
export const HOME_SECTION_KINDS = [
  'searchBox',
  'banner',
  'quickEntries',
  'countdown',
  'continueLearning',
  'dailyQuestion',
  'subjectEntries',
  'mockExams',
  'newBooks',
  'popularCourses',
  'latestArticles',
  'pastPapers',
] as const;
export type THomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

/** The subjects of 法考 the per-subject entries offer, in the exam's order. */
export const HOME_SUBJECTS = [
  '刑法',
  '民法',
  '刑诉',
  '民诉',
  '行政法',
  '商经知',
  '理论法',
  '三国法',
] as const;

const ZLink = zText({ min: 1, max: 200 }).refine(
  (to) => to.startsWith('/') && !to.startsWith('//'),
  '链接须是站内路径，以 / 开头',
);
const ZLabel = zText({ min: 1, max: 30 });
const ZLimit = zInt({
  min: 1,
  max: 12,
  label: '数量',
  minMessage: '数量至少为 1',
  maxMessage: '数量不能超过 12',
});
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期须是 YYYY-MM-DD');

/** What an operator configures for each kind (validated when they edit a section). */
export const HOME_SECTION_CONFIGS = {
  searchBox: z.object({
    placeholder: zText({ max: 40 }).default('搜索法规、条文、题目、图书、课程、文章'),
  }),
  banner: z.object({
    slides: z
      .array(
        z.object({
          title: zShortTitle(),
          subtitle: zText({ max: 80 }).default(''),
          to: ZLink,
        }),
      )
      .max(8, '轮播最多 8 张'),
  }),
  quickEntries: z.object({
    entries: z.array(z.object({ label: ZLabel, to: ZLink })).max(12, '快捷入口最多 12 个'),
  }),
  countdown: z.object({
    examName: zShortTitle(),
    /** The exam's dates (YYYY-MM-DD, China time); the next one still to come is counted to. */
    dates: z.array(ZDay).max(10),
  }),
  continueLearning: z.object({}),
  dailyQuestion: z.object({}),
  subjectEntries: z.object({
    subjects: z.array(z.enum(HOME_SUBJECTS, { error: '科目只能是法考的八个科目之一' })).max(8),
    /** Questions per practice started from an entry. */
    count: zInt({
      min: 5,
      max: 50,
      label: '题量',
      minMessage: '题量至少为 5',
      maxMessage: '题量不能超过 50',
    }).default(10),
  }),
  mockExams: z.object({ limit: ZLimit.default(4) }),
  newBooks: z.object({ limit: ZLimit.default(6) }),
  popularCourses: z.object({ limit: ZLimit.default(4) }),
  latestArticles: z.object({ limit: ZLimit.default(6) }),
  pastPapers: z.object({ limit: ZLimit.default(12) }),
} as const satisfies Record<THomeSectionKind, z.ZodType>;

export type THomeSectionConfig<K extends THomeSectionKind> = z.output<
  (typeof HOME_SECTION_CONFIGS)[K]
>;

const section = <K extends THomeSectionKind, D extends z.ZodType>(kind: K, data: D) =>
  z.object({ id: z.number().int(), kind: z.literal(kind), title: z.string(), data });

const ZContinueItem = z.object({ title: z.string(), detail: z.string(), to: z.string() });

/** One home section with its content, as the home page shows it. */
export const ZHomeSectionSchema = z.discriminatedUnion('kind', [
  section('searchBox', z.object({ placeholder: z.string() })),
  section('banner', HOME_SECTION_CONFIGS.banner),
  section('quickEntries', HOME_SECTION_CONFIGS.quickEntries),
  section(
    'countdown',
    z.object({
      examName: z.string(),
      /** YYYY-MM-DD of the next exam day. */
      date: z.string(),
      /** Whole days from today (China time) to that day; 0 on the day. */
      daysLeft: z.number().int(),
    }),
  ),
  section(
    'continueLearning',
    z.object({
      practice: ZContinueItem.nullable(),
      book: ZContinueItem.nullable(),
      course: ZContinueItem.nullable(),
      exam: ZContinueItem.nullable(),
    }),
  ),
  section(
    'dailyQuestion',
    z.object({
      /** YYYY-MM-DD (China time): the day whose question this is. */
      day: z.string(),
      questionId: z.number().int(),
      type: z.enum(['single', 'multiple', 'indefinite']),
      subjectName: z.string().nullable(),
      stemHtml: z.string(),
      options: z.array(ZQuestionOptionSchema),
    }),
  ),
  section(
    'subjectEntries',
    z.object({
      count: z.number().int(),
      subjects: z.array(
        z.object({
          name: z.string(),
          bankId: z.number().int(),
          subjectId: z.number().int(),
          questionCount: z.number().int(),
        }),
      ),
    }),
  ),
  section(
    'mockExams',
    z.object({
      exams: z.array(
        z.object({ id: z.number().int(), title: z.string(), startsAt: z.string(), to: z.string() }),
      ),
    }),
  ),
  section(
    'newBooks',
    z.object({
      books: z.array(
        z.object({ id: z.number().int(), title: z.string(), author: z.string(), to: z.string() }),
      ),
    }),
  ),
  section(
    'popularCourses',
    z.object({
      courses: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          learners: z.number().int(),
          to: z.string(),
        }),
      ),
    }),
  ),
  section(
    'latestArticles',
    z.object({
      articles: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          column: z.string(),
          publishedAt: z.string(),
          to: z.string(),
        }),
      ),
    }),
  ),
  section(
    'pastPapers',
    z.object({
      years: z.array(
        z.object({
          year: z.number().int(),
          papers: z.array(z.object({ id: z.number().int(), title: z.string() })),
        }),
      ),
    }),
  ),
]);
export type THomeSection = z.infer<typeof ZHomeSectionSchema>;

/** POST /flks/pagesection/homepage: the site's enabled sections that have content, in order. */
export const homepageCall = defineCall({
  path: '/flks/pagesection/homepage',
  request: z.object({}),
  data: z.object({ sections: z.array(ZHomeSectionSchema) }),
});

/**
 * POST /flks/pagesection/getdata: one section's current content, by id or by kind (to refresh
 * one part of the page); 4930 when it is missing, off, or has nothing to show.
 */
export const getHomeSectionDataCall = defineCall({
  path: '/flks/pagesection/getdata',
  request: z
    .object({
      id: zId('栏目编号').optional(),
      kind: z.enum(HOME_SECTION_KINDS, { error: '栏目类型不存在' }).optional(),
    })
    .refine((body) => (body.id === undefined) !== (body.kind === undefined), {
      message: '请给出栏目编号或栏目类型之一',
    }),
  data: ZHomeSectionSchema,
});

/**
 * POST /flks/pagesection/daily/answer: checks an answer to the day's question; the answer and
 * explanation are sent only now, after answering. 4933 when the question is not that day's.
 */
export const answerDailyQuestionCall = defineCall({
  path: '/flks/pagesection/daily/answer',
  request: z.object({
    questionId: zId('题目编号'),
    day: ZDay,
    choice: z
      .array(z.string().regex(/^[A-H]$/, '选项只能是 A 到 H'))
      .min(1, '请先选择答案')
      .max(8),
  }),
  data: z.object({ isCorrect: z.boolean(), solution: ZSolutionSchema }),
});
