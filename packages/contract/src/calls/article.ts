import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageSize, zText, ZPageReplyFields } from '../fields';

// Articles: the list with columns, tags, search and most read; one article with its body (HTML
// sanitised at import, law citations linked when read), reading time and neighbours in its
// column; operator calls to publish and unpublish. Imported from Markdown files with front
// matter (docs/article-format.md).

export const ARTICLE_COLUMNS = ['备考方法', '法律实务', '法条解读', '案例分析'] as const;
/** The column whose articles are cases (the law page counts them under 案例, not 文章). */
export const CASE_ARTICLE_COLUMN = '案例分析' satisfies (typeof ARTICLE_COLUMNS)[number];
export const ARTICLE_SORTS = ['newest', 'popular'] as const;
/** How many articles the 最多阅读 list holds. */
export const MOST_READ_COUNT = 5;

const ZArticleId = zId('文章编号');

export const ZArticleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  column: z.enum(ARTICLE_COLUMNS),
  tags: z.array(z.string()),
  summary: z.string(),
  /** A path or URL of the cover image; null without one. */
  cover: z.string().nullable(),
  /** ISO 8601. */
  publishedAt: z.string(),
  views: z.number().int(),
  readingMinutes: z.number().int(),
});

/** POST /flks/article/list: published articles with filters, search, sorting and paging. */
export const listArticlesCall = defineCall({
  path: '/flks/article/list',
  request: z.object({
    column: z
      .enum(ARTICLE_COLUMNS, { error: `栏目只能是 ${ARTICLE_COLUMNS.join('、')}` })
      .optional(),
    tag: zText({ max: 30 }).optional(),
    /** Searched in titles and summaries with the Chinese tokens of the law search. */
    keyword: zText({ max: 50 }).optional(),
    sort: z.enum(ARTICLE_SORTS, { error: '排序只能是 newest 或 popular' }).default('newest'),
    page: zPage(),
    pageSize: zPageSize().default(10),
  }),
  data: z.object({
    items: z.array(ZArticleCardSchema),
    ...ZPageReplyFields,
    /** Every tag of the published articles (of the asked column), most used first. */
    tags: z.array(z.string()),
    /** The most read published articles of all columns (最多阅读). */
    mostRead: z.array(ZArticleCardSchema.pick({ id: true, title: true, views: true })),
  }),
});

const ZNeighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

/**
 * POST /flks/article/detail: a published article; its body is sanitised HTML whose law
 * citations link to the law page. Counts one view per visitor (user, else session) per day.
 * 4501 for an unknown or unpublished article.
 */
export const getArticleCall = defineCall({
  path: '/flks/article/detail',
  request: z.object({ articleId: ZArticleId }),
  data: z.object({
    article: ZArticleCardSchema.extend({ bodyHtml: z.string() }),
    /** The next older and next newer article of the same column. */
    previous: ZNeighbourSchema,
    next: ZNeighbourSchema,
  }),
});

/** POST /flks/admin/article/publish (operators): publishes an article by id. 4501 when unknown. */
export const publishArticleCall = defineCall({
  path: '/flks/admin/article/publish',
  request: z.object({ articleId: ZArticleId }),
  data: z.object({ id: z.number().int(), published: z.boolean(), publishedAt: z.string() }),
});

/** POST /flks/admin/article/unpublish (operators): hides an article from readers. */
export const unpublishArticleCall = defineCall({
  path: '/flks/admin/article/unpublish',
  request: z.object({ articleId: ZArticleId }),
  data: z.object({ id: z.number().int(), published: z.boolean(), publishedAt: z.string() }),
});
