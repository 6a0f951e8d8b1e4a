import type { TLawArticleRef } from '@yzfk/contract/calls/law';
import type { TLawRef } from '@yzfk/contract/calls/tiku-shapes';
import { paths } from '@yzfk/contract/paths';

// The related law articles (相关法条) of a question: their citation and their page in the law
// database.

/**
 * The law database page of a related article, or null when the law is not in the database.
 * The anchor is the one the law page scrolls to (art-<ordinal>).
 */
export function lawRefPath(ref: TLawRef): string | null {
  if (ref.lawId === null) return null;
  return paths.lawItem.href({ id: ref.lawId, article: ref.articleOrdinal ?? undefined });
}

/**
 * What the law database lacks of a reference, said beside it: 本法未收录 (the law), 本条未收录
 * (the cited article of a law it has: the server links an article only when it found it), or
 * null when everything cited is there.
 */
export function lawRefMissingText(ref: TLawRef): string | null {
  if (ref.lawId === null) return '本法未收录';
  if (ref.articleNumber !== null && ref.articleOrdinal === null) return '本条未收录';
  return null;
}

/** The citation of a related article: 《民法典》第一百四十三条. */
export function lawRefText(ref: TLawRef): string {
  return `《${ref.lawTitle}》${ref.articleNumber ?? ''}`;
}

/** The article a reference cites, when the library has it (a law and an ordinal), else null. */
export function lawRefArticle(ref: TLawRef): TLawArticleRef | null {
  if (ref.lawId === null || ref.articleOrdinal === null) return null;
  return { lawId: ref.lawId, ordinal: ref.articleOrdinal };
}

/** Every article some references cite, each once, in their order: what a panel asks for. */
export function lawRefArticles(refs: TLawRef[]): TLawArticleRef[] {
  const seen = new Map<string, TLawArticleRef>();
  for (const ref of refs) {
    const article = lawRefArticle(ref);
    if (article) seen.set(`${article.lawId}:${article.ordinal}`, article);
  }
  return [...seen.values()];
}
