import { createHash } from 'node:crypto';
import type { TLawHistoryEvent, TLawTocEntry } from './law.schema';
import type { TLawMetadata } from './read-law-metadata';
import { mergeCaseSections } from './merge-case-sections';
import { LOCAL_LEVEL, regionName, regionOfPath } from './law-regions';
import { articleSortValue, type TParsedArticle, type TParsedLaw } from './parse-law-markdown';

/** One parsed source file and what the corpus metadata says about it. */
export type TLawSourceFile = {
  /** Path inside the corpus without .md, e.g. 刑法/刑法 or 民法典/总则. */
  relativePath: string;
  parsed: TParsedLaw;
  metadata: TLawMetadata | undefined;
  /** The file's bytes as text, for the content hash. */
  raw: string;
};

/** A law document ready to store (without its search vectors, which search/ builds). */
export type TLawDocumentInput = {
  sourceKey: string;
  contentHash: string;
  title: string;
  subtitle: string | null;
  level: string;
  /** 省/自治区/直辖市 of a 地方性法规; null for national law. */
  region: string | null;
  category: string;
  subcategory: string | null;
  issuingBody: string | null;
  publishedAt: string | null;
  effectiveAt: string | null;
  expired: boolean;
  isTrial: boolean;
  versionGroup: string;
  history: TLawHistoryEvent[];
  toc: TLawTocEntry[];
  articles: TParsedArticle[];
  isSample: boolean;
};

const FOLDER_LEVELS: Readonly<Record<string, string>> = {
  宪法: '宪法',
  司法解释: '司法解释',
  行政法规: '行政法规',
  部门规章: '部门规章',
  地方性法规: '地方性法规',
  案例: '案例',
  其他: '其他',
};

/**
 * The level a file's folders name when no metadata says (地方性法规/广东/… is 地方性法规), the
 * outermost first (案例/民法典/… is a case); else 法律, the corpus's statute folders.
 */
function levelOfPath(folders: string[]): string {
  for (const folder of folders) {
    const level = FOLDER_LEVELS[folder];
    if (level) return level;
  }
  return '法律';
}

/** A file's level: its metadata's, else the one its folders name. */
export function levelOfFile(relativePath: string, metadata: TLawMetadata | undefined): string {
  return metadata?.level ?? levelOfPath(relativePath.split('/').slice(0, -1));
}

/** The title without （试行） or an edition note: versions of one law share it. */
export function versionGroupOf(title: string): string {
  return title.replace(/[（(](?:试行|草案|\d{4}年?[^）)]*)[）)]/g, '').trim();
}

function issuingBodyOf(
  title: string,
  level: string,
  subcategory: string | null,
  history: TLawHistoryEvent[],
): string | null {
  for (const body of ['最高人民法院、最高人民检察院', '最高人民法院', '最高人民检察院', '国务院']) {
    if (title.startsWith(body)) return body;
  }
  const events = history.map((event) => event.text).join(' ');
  if (events.includes('全国人民代表大会常务委员会')) return '全国人民代表大会常务委员会';
  if (events.includes('全国人民代表大会')) return '全国人民代表大会';
  if (level === '行政法规') return '国务院';
  if (level === '部门规章') return subcategory;
  return null;
}

function firstValue(file: TLawSourceFile): number {
  const value = articleSortValue(file.parsed.articles.find((a) => a.number)?.number ?? null);
  return Number.isNaN(value) ? Number.MAX_SAFE_INTEGER : value;
}

/**
 * Builds one document from its files: one file, or the parts of a law split over several
 * files (ordered by the metadata, else by their first article), each part a top heading.
 */
export function buildLawDocument(files: TLawSourceFile[], isSample = false): TLawDocumentInput {
  const parts = [...files].sort(
    (a, b) => (a.metadata?.order ?? 0) - (b.metadata?.order ?? 0) || firstValue(a) - firstValue(b),
  );
  const first = parts[0];
  if (!first) throw new Error('a document needs at least one file');
  const isSplit = parts.length > 1;
  const segments = first.relativePath.split('/');
  const category = segments[0] ?? '其他';
  const subcategory = segments.length > 2 ? (segments[1] ?? null) : null;
  const meta = first.metadata;
  const title = first.parsed.title;
  const folders = segments.slice(0, -1);
  const level = meta?.level ?? levelOfPath(folders);
  const region =
    level === LOCAL_LEVEL
      ? ((meta?.region ? (regionName(meta.region) ?? meta.region) : null) ?? regionOfPath(folders))
      : null;

  const articles: TParsedArticle[] = [];
  const toc: TLawTocEntry[] = [];
  for (const part of parts) {
    const offset = articles.length;
    const partHeading = isSplit ? part.parsed.subtitle : null;
    if (partHeading) toc.push({ depth: 1, text: partHeading, articleOrdinal: offset + 1 });
    for (const entry of part.parsed.toc) {
      toc.push({ ...entry, articleOrdinal: entry.articleOrdinal + offset });
    }
    for (const article of part.parsed.articles) {
      articles.push(
        partHeading ? { ...article, headings: [partHeading, ...article.headings] } : article,
      );
    }
  }
  const merged = level === '案例' ? mergeCaseSections(articles) : null;
  const history = first.parsed.history;
  const fileDate = /\((\d{4}-\d{2}-\d{2})\)$/.exec(first.relativePath)?.[1] ?? null;
  const dated = history.filter((event) => event.date);
  const publishedAt =
    meta?.publish ?? fileDate ?? dated.filter((e) => !e.text.includes('施行')).at(-1)?.date ?? null;
  const effectiveAt =
    meta?.validFrom ?? dated.find((event) => /施行/.test(event.text))?.date ?? null;
  const hash = createHash('sha256');
  for (const part of parts)
    hash.update(part.relativePath).update('\0').update(part.raw).update('\0');
  hash.update(JSON.stringify(parts.map((part) => part.metadata ?? null)));
  return {
    sourceKey: isSplit ? `${segments.slice(0, -1).join('/')}/${title}` : first.relativePath,
    contentHash: hash.digest('hex'),
    title,
    subtitle: isSplit ? null : (first.parsed.subtitle ?? meta?.subtitle ?? null),
    level,
    region,
    category,
    subcategory,
    issuingBody: issuingBodyOf(title, level, subcategory, history),
    publishedAt,
    effectiveAt,
    expired: meta?.expired ?? false,
    isTrial: /试行/.test(title),
    // Two regions' regulations of one title are different laws, not versions of one.
    versionGroup: region ? `${versionGroupOf(title)}@${region}` : versionGroupOf(title),
    history,
    toc: merged
      ? toc.map((entry) => ({ ...entry, articleOrdinal: merged.ordinalOf(entry.articleOrdinal) }))
      : toc,
    articles: merged?.articles ?? articles,
    isSample,
  };
}
