import type { TDb } from '../../platform/db/database';
import { versionGroupOf } from './build-law-document';
import { createLawRedirectRepository, type TLawRedirect } from './law-redirect.repository';

// The demo's sample excerpts (sample-laws.seed.ts) stand in for the law database until the real
// library is in. Then each gives way to the law it excerpts: a redirect maps its id and article
// ordinals to the real law's (same article number: 第二十条 → 第二十条) and the sample is deleted,
// so links that questions, exams, notes and favourites made to it still open the right article.

const SAMPLE_SUFFIX = '（示例节选）';

const repository = createLawRedirectRepository();

/** [old, new] pairs of the sample's articles that the real law has by the same number. */
function mapArticles(
  sample: { ordinal: number; number: string | null }[],
  real: { ordinal: number; number: string | null }[],
): [number, number][] {
  const realOrdinal = new Map(real.map((article) => [article.number, article.ordinal]));
  return sample.flatMap((article): [number, number][] => {
    const ordinal = realOrdinal.get(article.number);
    return ordinal === undefined ? [] : [[article.ordinal, ordinal]];
  });
}

/** An older redirect that led to the sample, now led on to the real law through `pairs`. */
function chain(older: TLawRedirect, next: TLawRedirect): TLawRedirect {
  const mapped = new Map(next.articles);
  return {
    fromLawId: older.fromLawId,
    toLawId: next.toLawId,
    articles: older.articles.flatMap(([from, via]): [number, number][] => {
      const to = mapped.get(via);
      return to === undefined ? [] : [[from, to]];
    }),
  };
}

/** What a retirement did. */
export type TSampleRetirement = {
  /** The redirects written, one per retired sample. */
  redirects: TLawRedirect[];
  /** Titles of samples left in place: no real law matches them. */
  unmatched: string[];
};

/**
 * Retires the sample laws once real laws exist: each sample whose real law is stored gets a
 * redirect to that law's current version and is deleted. Idempotent (a run cut short is simply
 * run again: each sample goes in its own transaction); nothing happens while no real law exists.
 */
export async function retireSampleLaws(db: TDb): Promise<TSampleRetirement> {
  const retirement: TSampleRetirement = { redirects: [], unmatched: [] };
  if (!(await repository.hasRealLaw(db))) return retirement;
  for (const sample of await repository.listSamples(db)) {
    const title = sample.title.replace(SAMPLE_SUFFIX, '').trim();
    const group = versionGroupOf(title);
    const realId = await repository.findCurrentReal(
      db,
      sample.region ? `${group}@${sample.region}` : group,
    );
    if (realId === undefined) {
      retirement.unmatched.push(sample.title);
      continue;
    }
    const [sampleArticles, realArticles] = await Promise.all([
      repository.numberedArticles(db, sample.id),
      repository.numberedArticles(db, realId),
    ]);
    const redirect: TLawRedirect = {
      fromLawId: sample.id,
      toLawId: realId,
      articles: mapArticles(sampleArticles, realArticles),
    };
    // One transaction per sample: the older redirects are led on before the delete would
    // cascade them away, and the sample never goes without its redirect.
    await db.transaction(async (tx) => {
      for (const older of await repository.redirectsTo(tx, sample.id)) {
        await repository.upsertRedirect(tx, chain(older, redirect));
      }
      await repository.upsertRedirect(tx, redirect);
      await repository.deleteLaw(tx, sample.id);
    });
    retirement.redirects.push(redirect);
  }
  return retirement;
}

/** Every redirect stored (what other modules move their references along). */
export function listLawRedirects(db: TDb): Promise<TLawRedirect[]> {
  return repository.listRedirects(db);
}

/** The redirect from a gone law's id, or undefined. */
export function findLawRedirect(db: TDb, fromLawId: number): Promise<TLawRedirect | undefined> {
  return repository.findRedirect(db, fromLawId);
}
