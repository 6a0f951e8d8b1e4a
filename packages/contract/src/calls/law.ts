import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageSize, zText } from '../fields';

// The law database: list, global search, detail and favourites.

/** Statuses of a law version. */
export const LAW_STATUSES = ['现行有效', '已修改', '已废止', '尚未生效'] as const;
export type TLawStatus = (typeof LAW_STATUSES)[number];

/** Longest search query, in characters (longer ones are refused with a message). */
export const SEARCH_QUERY_MAX = 50;

const ZFilterText = zText({ max: 50 }).optional();
const ZFilters = {
  level: ZFilterText,
  /** 省/自治区/直辖市 of local regulations (地方性法规), e.g. 广东省. */
  region: ZFilterText,
  category: ZFilterText,
  status: z
    .enum(LAW_STATUSES, { error: '时效性只能是现行有效、已修改、已废止或尚未生效' })
    .optional(),
};

export const ZLawSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  level: z.string(),
  /** 省/自治区/直辖市 of a 地方性法规; null for national law. */
  region: z.string().nullable(),
  category: z.string(),
  subcategory: z.string().nullable(),
  issuingBody: z.string().nullable(),
  status: z.string(),
  /** YYYY-MM-DD */
  publishedAt: z.string().nullable(),
  effectiveAt: z.string().nullable(),
  articleCount: z.number().int(),
  isSample: z.boolean(),
});
export type TLawSummary = z.infer<typeof ZLawSummarySchema>;

const ZCount = z.object({ name: z.string(), count: z.number().int() });
export const ZCategoryNodeSchema = ZCount.extend({ children: z.array(ZCount) });
export type TCategoryNode = z.infer<typeof ZCategoryNodeSchema>;

export const LAW_LIST_SORTS = ['publishedDesc', 'publishedAsc', 'effectiveDesc', 'title'] as const;
export type TLawListSort = (typeof LAW_LIST_SORTS)[number];

/** POST /flks/pagesection/getlawlist: laws with filters, sorting and paging, and facets. */
export const getLawListCall = defineCall({
  path: '/flks/pagesection/getlawlist',
  request: z.object({
    page: zPage(),
    pageSize: zPageSize().default(20),
    ...ZFilters,
    subcategory: ZFilterText,
    keyword: zText({
      max: SEARCH_QUERY_MAX,
      maxMessage: `检索词不能超过 ${SEARCH_QUERY_MAX} 个字`,
    }).optional(),
    sort: z.enum(LAW_LIST_SORTS).default('publishedDesc'),
  }),
  data: z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(ZLawSummarySchema),
    /** Category tree with counts (ignoring the category filter). */
    categories: z.array(ZCategoryNodeSchema),
    /** Levels with counts (ignoring the level filter). */
    levels: z.array(ZCount),
    /** Regions of local regulations with counts (ignoring the region filter). */
    regions: z.array(ZCount),
  }),
});

/** The level of local regulations: searches leave it out unless it is asked for. */
export const LOCAL_LAW_LEVEL = '地方性法规';

/** A piece of a snippet; `hit` marks a matched term. */
export const ZSnippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type TSnippetPart = z.infer<typeof ZSnippetPartSchema>;

/**
 * How the article search matched: the query as typed (every term, or the exact phrase), all
 * its words (a long term split into words, or a phrase found nowhere), or the best partial
 * matches (any of its words) when nothing has them all.
 */
export const SEARCH_MATCHES = ['exact', 'words', 'partial'] as const;
export type TSearchMatch = (typeof SEARCH_MATCHES)[number];

/** all: every term; phrase: the query exactly as typed; title: law titles only. */
export const SEARCH_MODES = ['all', 'phrase', 'title'] as const;
export type TSearchMode = (typeof SEARCH_MODES)[number];

export const ZLawArticleSchema = z.object({
  id: z.number().int(),
  ordinal: z.number().int(),
  number: z.string().nullable(),
  /** article (第X条), item (一、), text (no number). */
  kind: z.string(),
  headings: z.array(z.string()),
  paragraphs: z.array(z.string()),
});
export type TLawArticle = z.infer<typeof ZLawArticleSchema>;

export const ZLawVersionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  publishedAt: z.string().nullable(),
  isTrial: z.boolean(),
});

/** POST /flks/law/detail: one law with its structure, articles, versions and favourite. */
export const getLawDetailCall = defineCall({
  path: '/flks/law/detail',
  request: z.object({ id: zId('法规编号') }),
  data: z.object({
    law: ZLawSummarySchema.extend({
      isTrial: z.boolean(),
      history: z.array(z.object({ date: z.string().nullable(), text: z.string() })),
      toc: z.array(
        z.object({ depth: z.number().int(), text: z.string(), articleOrdinal: z.number().int() }),
      ),
    }),
    articles: z.array(ZLawArticleSchema),
    /**
     * Set when the id asked for belongs to a law that is gone (a demo sample excerpt once the
     * real library is loaded): this reply is the law that replaced it, and each pair maps an
     * article ordinal of the old law to this one's. The page moves its address to this law.
     */
    movedFrom: z
      .object({
        id: z.number().int(),
        articles: z.array(z.tuple([z.number().int(), z.number().int()])),
      })
      .optional(),
    /** Every version of the law, newest first, this one included. */
    versions: z.array(ZLawVersionSchema),
    favorite: z.object({
      /** False for an anonymous visitor: the page shows 登录后可收藏. */
      allowed: z.boolean(),
      isFavorite: z.boolean(),
    }),
  }),
});
export type TLawDetail = z.infer<typeof getLawDetailCall.data>;

/** Most articles one /flks/law/articles call reads (a question cites a few). */
export const LAW_ARTICLES_MAX = 20;

/** One article of a law by its ordinal, as a question's related article (相关法条) cites it. */
export const ZLawArticleRefSchema = z.object({
  lawId: zId('法规编号'),
  /** The article's place in its law, from 1 (the law page's #art-N). */
  ordinal: zId('条文序号'),
});
export type TLawArticleRef = z.infer<typeof ZLawArticleRefSchema>;

/** An article read by its reference: where it sits and its text. */
export const ZLawArticleTextSchema = z.object({
  lawId: z.number().int(),
  ordinal: z.number().int(),
  /** 第五百八十六条; null for text without a number. */
  number: z.string().nullable(),
  headings: z.array(z.string()),
  paragraphs: z.array(z.string()),
});
export type TLawArticleText = z.infer<typeof ZLawArticleTextSchema>;

/**
 * POST /flks/law/articles: the text of some articles by (lawId, ordinal), for the related
 * articles a question or report cites. Only those found are answered: a ref whose law or
 * article is gone is simply absent.
 */
export const getLawArticlesCall = defineCall({
  path: '/flks/law/articles',
  request: z.object({
    refs: z
      .array(ZLawArticleRefSchema)
      .min(1, '请至少给出一条法条')
      .max(LAW_ARTICLES_MAX, `一次最多查询 ${LAW_ARTICLES_MAX} 条法条`),
  }),
  data: z.object({ articles: z.array(ZLawArticleTextSchema) }),
});

/** POST /flks/law/favorite: adds or removes a law from the user's favourites. */
export const setLawFavoriteCall = defineCall({
  path: '/flks/law/favorite',
  request: z.object({
    lawId: zId('法规编号'),
    favorite: z.boolean(),
  }),
  data: z.object({ isFavorite: z.boolean() }),
});

/**
 * POST /flks/law/library: whether the law library is still loading its pack (a fresh start
 * serves at once and loads the national library in the background), and how far it is.
 */
export const getLawLibraryCall = defineCall({
  path: '/flks/law/library',
  request: z.object({}),
  data: z.object({
    loading: z.boolean(),
    /** Documents of the pack in the database, and in the pack (0 and 0 without a pack). */
    loaded: z.number().int(),
    total: z.number().int(),
  }),
});
export type TLawLibraryStatus = z.infer<typeof getLawLibraryCall.data>;

/** What the law pages say while the library loads. */
export function lawLibraryLoadingText(status: Pick<TLawLibraryStatus, 'loaded' | 'total'>): string {
  return `法规库正在载入（已载入 ${status.loaded} / 共 ${status.total} 部）`;
}
