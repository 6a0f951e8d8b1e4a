import type { z } from 'zod';
import {
  MOST_READ_COUNT,
  type getArticleCall,
  type listArticlesCall,
  type ZArticleCardSchema,
} from '@yzfk/contract/calls/article';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth, TClient } from '../../platform/http/auth';
import { visitorKey } from '../../platform/http/visitor-key';
import { tsqueryLiteral } from '../../platform/search/ts-literals';
import type { TArticleCardRow, TArticleRepository } from './article.repository';
import { linkCitations, type TResolveCitations } from './link-citations';
import { readingMinutes } from './render-article-body';
import { chinaDay } from '../../platform/china-time';
import { pageReply, pageWindow } from '../../platform/paging';

type TListRequest = z.output<typeof listArticlesCall.request>;
type TList = z.input<typeof listArticlesCall.data>;
type TDetail = z.input<typeof getArticleCall.data>;
type TCard = z.input<typeof ZArticleCardSchema>;

function cardOf(row: TArticleCardRow): TCard {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    column: row.column as TCard['column'],
    tags: row.tags,
    summary: row.summary,
    cover: row.cover,
    publishedAt: row.publishedAt.toISOString(),
    views: row.views,
    readingMinutes: readingMinutes(row.charCount),
  };
}

/** Reading articles (any session) and publishing them (operators). */
export function createArticleService(deps: {
  articles: TArticleRepository;
  resolveCitations: TResolveCitations;
  now: () => Date;
}) {
  const { articles } = deps;
  return {
    /**
     * A page of published articles. A keyword of only punctuation matches nothing; a page past
     * the end is empty (with the total), never an error.
     */
    async list(request: TListRequest): Promise<TList> {
      const searching = request.keyword !== undefined && request.keyword !== '';
      const query = searching ? tsqueryLiteral(request.keyword ?? '', 'all') : undefined;
      const [page, tags, mostRead] = await Promise.all([
        searching && !query
          ? { rows: [], total: 0 }
          : articles.list({
              column: request.column,
              tag: request.tag || undefined,
              query,
              sort: request.sort,
              ...pageWindow(request),
            }),
        articles.tags(request.column),
        articles.mostRead(MOST_READ_COUNT),
      ]);
      return {
        items: page.rows.map(cardOf),
        ...pageReply(request, page.total),
        tags,
        mostRead,
      };
    },

    /**
     * A published article with its citations linked, and its neighbours in the column; counts
     * the view once per visitor (the user, else the address) and day. 4501 when not there.
     */
    async detail(auth: TAuth, client: TClient, articleId: number): Promise<TDetail> {
      const row = await articles.findPublished(articleId);
      if (!row) throw new AppError(E.articleNotFound);
      const visitor = visitorKey(auth.session, client);
      const [views, neighbours, bodyHtml] = await Promise.all([
        articles.countView(row.id, chinaDay(deps.now()), visitor),
        articles.neighbours(row),
        linkCitations(row.bodyHtml, deps.resolveCitations),
      ]);
      return {
        article: { ...cardOf({ ...row, views }), bodyHtml },
        previous: neighbours.previous,
        next: neighbours.next,
      };
    },

    /**
     * The published articles among `ids`, as the favourites list shows them (articles are free).
     * One lookup per id: a list page holds at most 50.
     */
    async favoriteTargets(ids: number[]) {
      const rows = await Promise.all(ids.map((id) => articles.findPublished(id)));
      return new Map(
        rows.flatMap((row) =>
          row ? [[row.id, { title: row.title, summary: row.summary, locked: false }] as const] : [],
        ),
      );
    },

    /** Publishes (true) or hides (false) an article. 4501 for an unknown id. */
    async setPublished(articleId: number, published: boolean) {
      const row = await articles.setPublished(articleId, published);
      if (!row) throw new AppError(E.articleNotFound);
      return { ...row, publishedAt: row.publishedAt.toISOString() };
    },
  };
}

export type TArticleService = ReturnType<typeof createArticleService>;
