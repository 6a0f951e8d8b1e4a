import { sql } from 'drizzle-orm';
import type { TLawArticleRef } from '@yzfk/contract/calls/law';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment, tsvector } from '../../platform/db/columns';

/** Articles, imported from Markdown files with front matter (docs/article-format.md). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** The file's name without .md: importing the file again updates this row. */
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** 备考方法, 法律实务, 法条解读 or 案例分析 (ARTICLE_COLUMNS). */
    column: text('column').notNull(),
    tags: text('tags').array().notNull(),
    cover: text('cover'),
    summary: text('summary').notNull(),
    /** Rendered from the Markdown and sanitised at import; citations are linked when read. */
    bodyHtml: text('body_html').notNull(),
    /**
     * The law articles the body cites, read by the law graph's parser (article-law-refs.ts)
     * after each import and each load of laws: the law page's 法条联想 counts them.
     */
    lawRefs: jsonb('law_refs').$type<TLawArticleRef[]>().notNull().default([]),
    /** Characters of the body's text, for the reading time. */
    charCount: integer('char_count').notNull(),
    /** Hash of the file: an unchanged file is not rewritten. */
    contentHash: text('content_hash').notNull(),
    published: boolean('published').notNull(),
    publishedAt: requiredMoment('published_at'),
    views: integer('views').notNull().default(0),
    /** Title (A) and summary (B), for the list's search. */
    searchVector: tsvector('search_vector').notNull(),
    importedAt: requiredMoment('imported_at').defaultNow(),
  },
  (table) => [
    check(
      'articles_column_check',
      sql`${table.column} in ('备考方法', '法律实务', '法条解读', '案例分析')`,
    ),
    index('articles_published_idx').on(table.published, table.publishedAt),
    index('articles_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * One row per article, day (China time) and visitor (`u:<userId>` or `s:<sessionId>`): a view
 * counts only when its row is new, so a visitor adds one view a day however often they read.
 */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: ownerRef('article_id', () => articles.id),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.day, table.visitor] }),
    // The housekeeping sweep deletes past days by it.
    index('article_views_day_idx').on(table.day),
  ],
);
