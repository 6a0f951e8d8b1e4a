import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ownerRef, requiredMoment, tsvector } from '../../platform/db/columns';

/** One event in a law's history: 2020年5月28日 第十三届全国人民代表大会第三次会议通过. */
export type TLawHistoryEvent = { date: string | null; text: string };

/** One heading of a law's structure (编, 章, 节…) and the first article under it. */
export type TLawTocEntry = { depth: number; text: string; articleOrdinal: number };

/** A law document: one version of a statute, regulation, interpretation or case. */
export const lawDocuments = pgTable(
  'law_documents',
  {
    id: serial('id').primaryKey(),
    /** Where it came from (folder/file, or folder/title for a law split over files): unique. */
    sourceKey: text('source_key').notNull().unique(),
    /** Hash of the source files and metadata: an unchanged document is not rewritten. */
    contentHash: text('content_hash').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** 宪法, 法律, 行政法规, 司法解释, 部门规章, 地方性法规, 案例, 其他. */
    level: text('level').notNull(),
    /** 省/自治区/直辖市 of a 地方性法规 (广东省); null for national law. */
    region: text('region'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    issuingBody: text('issuing_body'),
    publishedAt: date('published_at', { mode: 'string' }),
    effectiveAt: date('effective_at', { mode: 'string' }),
    /** 现行有效, 已修改, 已废止, 尚未生效 (derived from the versions at import). */
    status: text('status').notNull(),
    /** Marked expired by the source. */
    expired: boolean('expired').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(false),
    /** Versions of one law share it (the title without （试行）). */
    versionGroup: text('version_group').notNull(),
    history: jsonb('history').$type<TLawHistoryEvent[]>().notNull(),
    toc: jsonb('toc').$type<TLawTocEntry[]>().notNull(),
    articleCount: integer('article_count').notNull(),
    /** Level × status weight used in ranking. */
    rankWeight: real('rank_weight').notNull(),
    /** Demo entries written by the seed, shown as samples. */
    isSample: boolean('is_sample').notNull().default(false),
    titleVector: tsvector('title_vector').notNull(),
    importedAt: requiredMoment('imported_at').defaultNow(),
  },
  (table) => [
    index('law_documents_title_vector_idx').using('gin', table.titleVector),
    index('law_documents_version_group_idx').on(table.versionGroup),
    index('law_documents_category_idx').on(table.category, table.subcategory),
    index('law_documents_level_region_idx').on(table.level, table.region),
  ],
);

/**
 * An article (第X条), an item of an amending law (一、), or a block of text without a number
 * (a preamble, a section of a case), in document order.
 */
export const lawArticles = pgTable(
  'law_articles',
  {
    id: serial('id').primaryKey(),
    lawId: ownerRef('law_id', () => lawDocuments.id),
    ordinal: integer('ordinal').notNull(),
    /** As written: 第一千零八十四条, 第一百二十条之一, 一; null for unnumbered text. */
    number: text('number'),
    /** article, item or text. */
    kind: text('kind').notNull(),
    /** The headings it sits under, outermost first. */
    headings: text('headings').array().notNull(),
    paragraphs: text('paragraphs').array().notNull(),
    charCount: integer('char_count').notNull(),
    /** True for the first article under its innermost heading (it usually defines the term). */
    opensSection: boolean('opens_section').notNull(),
    // Copied from the document so that filters and ranking need no join.
    level: text('level').notNull(),
    region: text('region'),
    category: text('category').notNull(),
    status: text('status').notNull(),
    rankWeight: real('rank_weight').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    /** Title (A), headings (B) and text (D). */
    searchVector: tsvector('search_vector').notNull(),
    /** Title and headings only: a match here is a strong signal. */
    headVector: tsvector('head_vector').notNull(),
  },
  (table) => [
    index('law_articles_law_ordinal_idx').on(table.lawId, table.ordinal),
    index('law_articles_search_vector_idx').using('gin', table.searchVector),
    index('law_articles_head_vector_idx').using('gin', table.headVector),
  ],
);

/**
 * A law document that is gone and the one that replaced it (the demo's sample excerpts once the
 * real library is in): links to the old id open the new law, at the matching article.
 */
export const lawRedirects = pgTable('law_redirects', {
  /** The old document's id; no foreign key, that row is gone. */
  fromLawId: integer('from_law_id').primaryKey(),
  toLawId: ownerRef('to_law_id', () => lawDocuments.id),
  /** [old ordinal, new ordinal] of each article that has a counterpart in the new law. */
  articles: jsonb('articles').$type<[number, number][]>().notNull(),
});
