import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TDb } from '../../platform/db/database';
import { tsvectorLiteral } from '../../platform/search/ts-literals';
import { createContentCitations } from '../law/graph/content-citations.service';
import { createArticleRepository } from './article.repository';
import { createArticlesOnLaw } from './articles-on-law';
import { MAX_ARTICLE_BYTES, parseArticleFile } from './parse-article-file';

// Imports a folder of article files (docs/article-format.md), one upsert per file: a bad file is
// rejected with its reason and the rest imports; importing the same folder again changes
// nothing (files are keyed by name and compared by hash). When a file was created or changed,
// the law articles every body cites are read again (articles-on-law.ts: 法条联想).

export type TArticleImportResult = {
  file: string;
  status: 'created' | 'updated' | 'unchanged' | 'rejected';
  reason?: string;
};

export type TArticleImportDeps = {
  db: TDb;
  now: () => Date;
  /** Called after each file: done and total. */
  onProgress?: (done: number, total: number) => void;
};

async function importOne(
  deps: TArticleImportDeps,
  folder: string,
  file: string,
): Promise<TArticleImportResult> {
  const path = join(folder, file);
  const info = await stat(path);
  if (!info.isFile()) return { file, status: 'rejected', reason: '不是文件' };
  // Checked before reading: an oversized file is never loaded.
  if (info.size > MAX_ARTICLE_BYTES) {
    return { file, status: 'rejected', reason: `文件超过 ${MAX_ARTICLE_BYTES / 1024} KB` };
  }
  const parsed = parseArticleFile(file, await readFile(path));
  if (parsed.status === 'rejected') return { file, status: 'rejected', reason: parsed.reason };
  const { article } = parsed;
  const searchVector = tsvectorLiteral([
    { text: article.title, weight: 'A' },
    { text: article.summary, weight: 'B' },
  ]);
  const status = await createArticleRepository(deps.db).upsert(
    { ...article, searchVector },
    deps.now(),
  );
  return { file, status };
}

/** Imports every .md file of a folder (not its subfolders), in name order. */
export async function importArticles(
  deps: TArticleImportDeps,
  folder: string,
): Promise<TArticleImportResult[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  const results: TArticleImportResult[] = [];
  for (const [index, file] of files.entries()) {
    results.push(await importOne(deps, folder, file));
    deps.onProgress?.(index + 1, files.length);
  }
  if (results.some((result) => result.status === 'created' || result.status === 'updated')) {
    await createArticlesOnLaw(deps.db, createContentCitations(deps.db)).relink();
  }
  return results;
}
