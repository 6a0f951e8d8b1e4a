import { createHash } from 'node:crypto';
import type { TLawDocumentInput } from './build-law-document';

/** A copy left out, and why (the import summary lists it under skipped). */
export type TDuplicateLaw = { file: string; reason: string };

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What makes two documents one law: title, subtitle, region and publish date (undated ones:
 * the same articles). The shared corpus files some laws under two categories (广告法 under
 * 经济法 and 行政法), the same text formatted a little differently.
 */
function identityOf(doc: TLawDocumentInput): string {
  const version =
    doc.publishedAt ?? createHash('sha256').update(JSON.stringify(doc.articles)).digest('hex');
  return [doc.title, doc.subtitle ?? '', doc.region ?? '', version].join('\0');
}

/**
 * One document per law: of copies filed in several folders the first source key in code-point
 * order is kept, so that every import keeps the same one; the others are reported.
 */
export function dropDuplicateLaws(docs: TLawDocumentInput[]): {
  docs: TLawDocumentInput[];
  duplicates: TDuplicateLaw[];
} {
  const kept = new Map<string, TLawDocumentInput>();
  const duplicates: TDuplicateLaw[] = [];
  for (const doc of [...docs].sort((a, b) => compareKeys(a.sourceKey, b.sourceKey))) {
    const identity = identityOf(doc);
    const first = kept.get(identity);
    if (!first) kept.set(identity, doc);
    else {
      duplicates.push({
        file: doc.sourceKey,
        reason: `与 ${first.sourceKey} 为同一法规（标题、公布日期相同），只导入一份`,
      });
    }
  }
  const keep = new Set(kept.values());
  return { docs: docs.filter((doc) => keep.has(doc)), duplicates };
}
