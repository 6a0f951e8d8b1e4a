import type { TLawRelationKind } from '@yzfk/contract/calls/law-relations';

const KIND_OF_LEVEL: Readonly<Record<string, TLawRelationKind>> = {
  司法解释: 'interpretation',
  案例: 'case',
  宪法: 'law',
  法律: 'law',
  行政法规: 'regulation',
  部门规章: 'regulation',
  地方性法规: 'regulation',
};

/** The kind of text a document of this level is, as the law page groups citations. */
export function kindOfLevel(level: string): TLawRelationKind {
  return KIND_OF_LEVEL[level] ?? 'other';
}

/**
 * The kind of an edge: internal within one document, amends for what an amending document
 * changes, else by the citing document's level.
 */
export function citationKind(
  citingLevel: string,
  citingLawId: number,
  citedLawId: number,
  amends = false,
): TLawRelationKind {
  if (citingLawId === citedLawId) return 'internal';
  return amends ? 'amends' : kindOfLevel(citingLevel);
}
