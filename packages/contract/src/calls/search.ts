import { z } from 'zod';
import { defineCall } from '../call';
import { zPage, zPageSize, zText } from '../fields';
import {
  LAW_STATUSES,
  SEARCH_MATCHES,
  SEARCH_MODES,
  SEARCH_QUERY_MAX,
  ZSnippetPartSchema,
} from './law';

// One search over everything: laws, their articles (条文), questions, books, courses, articles
// and downloads, each counted, the asked tab's hits paged.

/** The tabs of the search page; `all` shows the top few of every other tab. */
export const SEARCH_TABS = [
  'all',
  'law',
  'article-clause',
  'question',
  'book',
  'course',
  'article',
  'download',
] as const;
export type TSearchTab = (typeof SEARCH_TABS)[number];
/** Every tab but `all`: one per content type. */
export type TContentTab = Exclude<TSearchTab, 'all'>;
export const CONTENT_TABS = SEARCH_TABS.filter(
  (tab): tab is TContentTab => tab !== 'all',
) as readonly TContentTab[];

/** The tab labels users see. */
export const SEARCH_TAB_LABELS: Record<TSearchTab, string> = {
  all: '全部',
  law: '法规',
  'article-clause': '条文',
  question: '题目',
  book: '图书',
  course: '课程',
  article: '文章',
  download: '下载',
};

/** In the 全部 tab each content type shows at most this many hits. */
export const HITS_PER_TAB_IN_ALL = 3;

/** One hit of any type: what a result row shows and where it opens. */
export const ZSearchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A short extract with the matched terms marked (never a question's answer or analysis). */
  snippet: z.array(ZSnippetPartSchema),
  /** Short labels: a law's level and status, a book's category, a download's type… */
  tags: z.array(z.string()),
  /** The web app's path that opens the hit. */
  path: z.string(),
  /** A mark shown before the tags: 定义条文 on the article that defines the concept searched. */
  label: z.string().optional(),
});
export type TSearchHit = z.infer<typeof ZSearchHitSchema>;

const ZTabCount = z.object({
  tab: z.enum(CONTENT_TABS as unknown as [TContentTab, ...TContentTab[]]),
  total: z.number().int(),
  /** True when there are more matches than were counted (the total is a lower bound). */
  capped: z.boolean(),
});
export type TTabCount = z.infer<typeof ZTabCount>;

export const ZSearchGroupSchema = ZTabCount.extend({
  hits: z.array(ZSearchHitSchema),
  /** The 条文 tab only: how its articles matched when not as typed (see SEARCH_MATCHES). */
  match: z.enum(SEARCH_MATCHES).optional(),
});
export type TSearchGroup = z.infer<typeof ZSearchGroupSchema>;

/** POST /flks/pagesection/search: counts per tab and the hits of the asked tab. */
export const globalSearchCall = defineCall({
  path: '/flks/pagesection/search',
  request: z.object({
    query: zText({
      min: 1,
      max: SEARCH_QUERY_MAX,
      minMessage: '请输入要搜索的关键词',
      maxMessage: `搜索词不能超过 ${SEARCH_QUERY_MAX} 个字`,
      typeMessage: '请输入要搜索的关键词',
    }),
    tab: z.enum(SEARCH_TABS, { error: '搜索分类不正确' }).default('all'),
    page: zPage(),
    pageSize: zPageSize().default(20),
    /** How law titles and articles match (other tabs always need every term). */
    mode: z.enum(SEARCH_MODES, { error: '检索方式只能是 all、phrase 或 title' }).default('all'),
    /** Law filters: they narrow the 法规 and 条文 tabs only. */
    level: zText({ max: 50 }).optional(),
    /** 省/自治区/直辖市, with level 地方性法规. */
    region: zText({ max: 50 }).optional(),
    status: z
      .enum(LAW_STATUSES, { error: '时效性只能是现行有效、已修改、已废止或尚未生效' })
      .optional(),
  }),
  data: z.object({
    query: z.string(),
    tab: z.enum(SEARCH_TABS),
    /** The strings marked in snippets (and passed on to the law page to highlight). */
    terms: z.array(z.string()),
    /** Every content tab's count, in tab order. */
    counts: z.array(ZTabCount),
    /** The asked tab's page of hits; in 全部 the top few of each tab with hits. */
    groups: z.array(ZSearchGroupSchema),
  }),
});
