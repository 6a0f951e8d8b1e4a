import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { TDb } from '../../platform/db/database';
import { relaxCommit, waitForDurableCommits } from '../../platform/db/durable-commit';
import { createDurableProgress } from '../../platform/db/durable-progress';
import { createLawImportRepository } from './law-import.repository';
import { lawArticleVectors, lawTitleVector } from './law-search-index';
import {
  buildLawDocument,
  type TLawDocumentInput,
  type TLawSourceFile,
} from './build-law-document';
import { dropDuplicateLaws } from './drop-duplicate-laws';
import { buildLawGraph, type TLawGraphSummary } from './graph/build-law-graph';
import { lawRankWeight } from './law-ranking';
import { deriveStatuses } from './law-status';
import { decodeLawFile, LawParseError, parseLawMarkdown } from './parse-law-markdown';
import { createMetadataIndex, readLawMetadata } from './read-law-metadata';

/** What an import did. */
export type TImportSummary = {
  documents: number;
  articles: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Documents stored by an earlier import that are now left out as duplicates. */
  removed: number;
  skipped: { file: string; reason: string }[];
  /** The citation graph rebuilt after the documents (graph/build-law-graph.ts). */
  graph: TLawGraphSummary;
  seconds: number;
};

export type TImportOptions = {
  /**
   * How many documents are done out of how many, counting only durable ones: documents commit
   * without waiting for the disk and are reported in groups once they are on it.
   */
  onProgress?: (done: number, total: number, title: string) => void;
  /** Today as YYYY-MM-DD, for 尚未生效. */
  today?: string;
  /**
   * Stops the import between two documents (a server shutting down mid-load): what is written
   * stays, the search indexes are put back, and the call rejects with the signal's reason.
   */
  signal?: AbortSignal;
};

const repository = createLawImportRepository();

/** From this many new or changed documents on, the search indexes are built once at the end. */
const BULK_DOCUMENTS = 200;

/** Written documents between two waits for the disk (progress moves in these steps). */
const DURABLE_EVERY = 25;

function markdownFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md') && entry.name !== '_index.md') files.push(path);
    }
  };
  walk(folder);
  return files.sort();
}

/** Saves one document and its articles in one transaction; unchanged ones are left alone. */
async function saveDocument(
  db: TDb,
  doc: TLawDocumentInput,
): Promise<'created' | 'updated' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const existing = await repository.findBySourceKey(tx, doc.sourceKey);
    if (existing?.contentHash === doc.contentHash) return 'unchanged';
    await relaxCommit(tx);
    const status = doc.expired ? '已废止' : '现行有效';
    const rankWeight = lawRankWeight(doc.level, status, doc.isSample);
    const { articles, ...fields } = doc;
    const lawId = await repository.saveDocument(tx, existing?.id, {
      ...fields,
      status,
      rankWeight,
      articleCount: articles.filter((article) => article.kind === 'article').length,
      titleVector: lawTitleVector(doc.title, doc.subtitle),
    });
    const titleForSearch = [doc.title, doc.subtitle ?? ''].join(' ').trim();
    await repository.insertArticles(
      tx,
      articles.map((article, index) => ({
        lawId,
        ordinal: index + 1,
        number: article.number,
        kind: article.kind,
        headings: article.headings,
        paragraphs: article.paragraphs,
        charCount: article.paragraphs.reduce((sum, p) => sum + p.length, 0),
        opensSection: article.opensSection,
        level: doc.level,
        region: doc.region,
        category: doc.category,
        status,
        rankWeight,
        isSample: doc.isSample,
        ...lawArticleVectors(titleForSearch, article.headings, article.paragraphs),
      })),
    );
    return existing ? 'updated' : 'created';
  });
}

/** Re-derives every document's status from its versions; writes only what changed. */
async function refreshStatuses(db: TDb, today: string): Promise<void> {
  const facts = await repository.listVersionFacts(db);
  const statuses = deriveStatuses(facts, today);
  for (const fact of facts) {
    const status = statuses.get(fact.id) ?? fact.status;
    const weight = lawRankWeight(fact.level, status, fact.isSample);
    if (status === fact.status && Math.abs(weight - fact.rankWeight) < 1e-6) continue;
    await db.transaction((tx) => repository.setStatus(tx, fact.id, status, weight));
  }
}

/** Imports ready documents (the seed's samples, or a parsed folder). Idempotent. */
export async function importLawDocuments(
  db: TDb,
  docs: TLawDocumentInput[],
  options: TImportOptions = {},
): Promise<Omit<TImportSummary, 'removed' | 'skipped' | 'graph' | 'seconds'>> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  let articles = 0;
  const stored = await repository.listHashes(db);
  const changed = docs.filter((doc) => stored.get(doc.sourceKey) !== doc.contentHash).length;
  const bulk = changed >= BULK_DOCUMENTS;
  if (bulk) await repository.dropSearchIndexes(db);
  let title = '';
  const progress = createDurableProgress({
    every: DURABLE_EVERY,
    flush: () => waitForDurableCommits(db),
    report: (done) => options.onProgress?.(done, docs.length, title),
  });
  try {
    for (const doc of docs) {
      options.signal?.throwIfAborted();
      // PGlite runs each query inside this thread and answers through promises alone, so a
      // loop of them never lets the event loop take a request: give it a turn per document
      // (the server loads the pack in the background while it serves).
      await new Promise<void>((resolve) => setImmediate(resolve));
      const outcome = await saveDocument(db, doc);
      counts[outcome]++;
      articles += doc.articles.filter((article) => article.kind === 'article').length;
      title = doc.title;
      if (outcome === 'unchanged') progress.unchanged(1);
      else await progress.committed(1);
    }
    await progress.finish();
  } finally {
    // Also after a failure: the indexes must be there before anyone searches again.
    await repository.createSearchIndexes(db);
  }
  await refreshStatuses(db, options.today ?? new Date().toISOString().slice(0, 10));
  if (counts.created + counts.updated > 0) await repository.analyze(db);
  return { documents: docs.length, articles, ...counts };
}

/** A corpus file that was not read, and why. */
export type TSkippedLawFile = TImportSummary['skipped'][number];

/**
 * Reads a corpus folder's files (LawRefBook layout with optional db.sqlite3), each with the
 * metadata that governs it; files that cannot be read are skipped with their reason.
 */
export function readLawFiles(folder: string): {
  files: TLawSourceFile[];
  skipped: TSkippedLawFile[];
} {
  const metadata = createMetadataIndex(readLawMetadata(folder));
  const skipped: TSkippedLawFile[] = [];
  const files: TLawSourceFile[] = [];
  for (const path of markdownFiles(folder)) {
    const relativePath = relative(folder, path).split(sep).join('/').replace(/\.md$/, '');
    try {
      const raw = decodeLawFile(readFileSync(path));
      const parsed = parseLawMarkdown(raw);
      files.push({ relativePath, parsed, metadata: metadata.find(relativePath).metadata, raw });
    } catch (error) {
      if (!(error instanceof LawParseError)) throw error;
      skipped.push({ file: `${relativePath}.md`, reason: error.reason });
    }
  }
  return { files, skipped };
}

/**
 * Builds documents from read files, whether from a folder or the law pack: joins the parts of a
 * split law, leaves out second copies (listed as skipped) and orders them for storing.
 */
export function buildLawDocuments(files: TLawSourceFile[]): {
  docs: TLawDocumentInput[];
  /** Copies left out, with their reason. */
  duplicates: TSkippedLawFile[];
} {
  const groups = new Map<string, TLawSourceFile[]>();
  for (const file of files) {
    const dir = file.relativePath.slice(0, file.relativePath.lastIndexOf('/') + 1);
    // Parts of one law (民法典's 编) share the folder and title and each has a subtitle.
    const key = file.parsed.subtitle ? `${dir}${file.parsed.title}` : file.relativePath;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const { docs, duplicates } = dropDuplicateLaws(
    [...groups.values()].map((group) => buildLawDocument(group)),
  );
  // Stored in reading priority (法律 first, current first): candidate scans meet them first.
  const order = (doc: TLawDocumentInput) =>
    lawRankWeight(doc.level, doc.expired ? '已废止' : '现行有效');
  docs.sort(
    (a, b) => order(b) - order(a) || (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
  );
  return { docs, duplicates };
}

/** Reads a corpus folder (LawRefBook layout with optional db.sqlite3) into documents. */
export function readLawFolder(folder: string): {
  docs: TLawDocumentInput[];
  skipped: TImportSummary['skipped'];
  /** Source keys of the copies left out as duplicates. */
  duplicateKeys: string[];
} {
  const { files, skipped } = readLawFiles(folder);
  const { docs, duplicates } = buildLawDocuments(files);
  return {
    docs,
    skipped: [...skipped, ...duplicates],
    duplicateKeys: duplicates.map((duplicate) => duplicate.file),
  };
}

/** Imports a corpus folder: `npm run import:laws -- <folder>`. */
export async function importLawFolder(
  db: TDb,
  folder: string,
  options: TImportOptions = {},
): Promise<TImportSummary> {
  const started = performance.now();
  const { docs, skipped, duplicateKeys } = readLawFolder(folder);
  // A copy that an earlier import stored as a document of its own goes: one law, one document.
  const removed = await repository.deleteBySourceKeys(db, duplicateKeys);
  const result = await importLawDocuments(db, docs, options);
  // Rebuilt from everything stored, so that documents imported earlier (the pack's, or local
  // regulations) and these cite each other.
  const graph = await buildLawGraph(db);
  return { ...result, removed, skipped, graph, seconds: (performance.now() - started) / 1000 };
}
