import { sql } from 'drizzle-orm';

// The demo's sample excerpts (isSample, sample-laws.seed.ts) stand in for the law database only
// while it holds nothing else: once any real law is imported, lists and search leave them out
// (decision 0031). They stay readable by id, so links that questions made to them still open.

/**
 * A condition on law_documents or law_articles (both carry is_sample): true for a real law, and
 * for a sample while no real law exists. The subquery is uncorrelated: it runs once per query
 * and stops at the first real law.
 */
export const SAMPLES_VISIBLE = sql`(NOT is_sample OR NOT EXISTS (SELECT 1 FROM law_documents real_law WHERE NOT real_law.is_sample))`;

/** The same as ` AND …`, for the law search's SQL. */
export const HIDE_SAMPLES = sql` AND ${SAMPLES_VISIBLE}`;
