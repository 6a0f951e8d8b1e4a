import type { TDb } from '../../../platform/db/database';
import type { TQuestionLawRef } from '../question.schema';
import { createLawLookup } from '../../law/law-lookup.service';
import type { TLawRefInput } from '../import/question-records';

// A question's law references link to the law database when the law is there: the current
// version of the title (a file may omit 中华人民共和国), and the article by its number. The demo
// seed's excerpts (titled …（示例节选）) stand in when only they are imported.

const PREFIX = '中华人民共和国';
const SAMPLE_SUFFIX = '（示例节选）';

function candidateTitles(title: string): string[] {
  const full = title.startsWith(PREFIX) ? title : `${PREFIX}${title}`;
  return [title, full, `${title}${SAMPLE_SUFFIX}`, `${full}${SAMPLE_SUFFIX}`];
}

/** Looks up every reference at once; returns a function giving each its link (or nulls). */
export async function linkLawRefs(
  db: TDb,
  refs: TLawRefInput[],
): Promise<(ref: TLawRefInput) => TQuestionLawRef> {
  const lookup = createLawLookup(db);
  const titles = [...new Set(refs.flatMap((ref) => candidateTitles(ref.lawTitle)))];
  const laws = await lookup.findLawsByTitle(titles);
  // Per asked title: the exact title before the sample, the current version before others,
  // then the latest.
  const lawOf = new Map<string, number>();
  for (const title of new Set(refs.map((ref) => ref.lawTitle))) {
    const candidates = candidateTitles(title);
    const best = laws
      .filter((law) => candidates.includes(law.title))
      .sort(
        (a, b) =>
          candidates.indexOf(a.title) - candidates.indexOf(b.title) ||
          Number(b.status === '现行有效') - Number(a.status === '现行有效') ||
          (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
      )[0];
    if (best) lawOf.set(title, best.id);
  }
  const numbers = [
    ...new Set(refs.flatMap((ref) => (ref.articleNumber ? [ref.articleNumber] : []))),
  ];
  const articles = await lookup.findArticles([...new Set(lawOf.values())], numbers);
  const ordinalOf = new Map(articles.map((row) => [`${row.lawId}:${row.number}`, row.ordinal]));
  return (ref) => {
    const lawId = lawOf.get(ref.lawTitle) ?? null;
    const ordinal =
      lawId !== null && ref.articleNumber
        ? ordinalOf.get(`${lawId}:${ref.articleNumber}`)
        : undefined;
    return {
      lawTitle: ref.lawTitle,
      articleNumber: ref.articleNumber,
      lawId,
      articleOrdinal: ordinal ?? null,
    };
  };
}
