import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../../platform/db/database';
import { createLogger } from '../../../platform/logger';
import { openTestDatabase, TEST_DATABASES } from '../../../test-app';
import { createLawGraphRepository } from '../graph/law-graph.repository';
import { createLawGraphService } from '../graph/law-graph.service';
import { readLawFolder } from '../import-laws';
import { selectRows } from '../select-rows';
import { BUNDLED_LAW_PACK } from './bundled-law-pack';
import { lawLibraryFingerprint, type TLawLibraryFingerprint } from './law-library-fingerprint';
import { lawPackChecksum, OFFICIAL_LAW_LEVELS } from './law-pack-format';
import { createLawPackRepository } from './law-pack.repository';
import { loadLawPack, NATIONAL_LAW_PACK, type TLoadLawPackDeps } from './load-law-pack';

// The committed pack, loaded on each database: what it holds against the corpus it was made
// from (../shared/data/laws-cn, when present), a load cut short and resumed against a whole one,
// and a second start that does no work.
const CORPUS = fileURLToPath(new URL('../../../../../../../shared/data/laws-cn', import.meta.url));
const HAS_CORPUS = existsSync(CORPUS);
if (!HAS_CORPUS) console.warn(`${CORPUS} is absent: the pack is not compared with its corpus`);

const bytes = readFileSync(BUNDLED_LAW_PACK);
const pack = { bytes, checksum: lawPackChecksum(bytes) };

function deps(
  database: TDatabase,
  signal?: AbortSignal,
  logLine: (line: string) => void = () => undefined,
): TLoadLawPackDeps {
  return {
    db: database.db,
    log: createLogger('info', { write: logLine }),
    now: () => new Date('2026-11-25T00:00:00Z'),
    afterImport: () => Promise.resolve(),
    signal,
  };
}

type TLevelCount = { level: string; n: number };

describe.each(TEST_DATABASES)('the law pack on %s', (kind) => {
  let whole: TDatabase;
  let wholeFingerprint: TLawLibraryFingerprint;
  beforeAll(async () => {
    whole = await openTestDatabase(kind);
    expect(await loadLawPack(deps(whole), pack)).toBe('loaded');
    wholeFingerprint = await lawLibraryFingerprint(whole.db);
  }, 300_000);
  afterAll(() => whole.close());

  it('records the pack as loaded with all its documents', async () => {
    const row = await createLawPackRepository(whole.db).find(NATIONAL_LAW_PACK);
    expect(row).toMatchObject({
      checksum: pack.checksum,
      state: 'done',
      loaded: 1551,
      total: 1551,
    });
    expect(row?.sourceKeys).toHaveLength(1551);
    expect(wholeFingerprint.documents).toBe(1551);
    const [articles] = await selectRows<{ n: number }>(
      whole.db,
      sql`SELECT count(*)::int AS n FROM law_articles WHERE kind = 'article' AND NOT is_sample`,
    );
    expect(articles?.n).toBe(64_410);
  });

  it.runIf(HAS_CORPUS)(
    'holds every official document of the corpus: the same counts by level, articles and expired ones',
    async () => {
      const { docs } = readLawFolder(CORPUS);
      const official = docs.filter((doc) => OFFICIAL_LAW_LEVELS.includes(doc.level));
      const byLevel = new Map<string, number>();
      for (const doc of official) byLevel.set(doc.level, (byLevel.get(doc.level) ?? 0) + 1);
      const levels = await selectRows<TLevelCount>(
        whole.db,
        sql`SELECT level, count(*)::int AS n FROM law_documents WHERE NOT is_sample GROUP BY level`,
      );
      expect(new Map(levels.map((row) => [row.level, row.n]))).toEqual(byLevel);
      const [expired] = await selectRows<{ n: number }>(
        whole.db,
        sql`SELECT count(*)::int AS n FROM law_documents WHERE expired AND NOT is_sample`,
      );
      expect(expired?.n).toBe(official.filter((doc) => doc.expired).length);
      expect(wholeFingerprint.articles).toBe(
        official.reduce(
          (sum, doc) => sum + doc.articles.filter((a) => a.kind === 'article').length,
          0,
        ) +
          // Unnumbered text blocks (preambles, case sections) are rows too.
          official.reduce(
            (sum, doc) => sum + doc.articles.filter((a) => a.kind !== 'article').length,
            0,
          ),
      );
      // A document from the pack is the same as one imported from the folder: same hash.
      const hashes = await selectRows<{ source_key: string; content_hash: string }>(
        whole.db,
        sql`SELECT source_key, content_hash FROM law_documents WHERE NOT is_sample`,
      );
      expect(new Map(hashes.map((row) => [row.source_key, row.content_hash]))).toEqual(
        new Map(official.map((doc) => [doc.sourceKey, doc.contentHash])),
      );
    },
    120_000,
  );

  it('builds the citation graph and the charge names before the load counts as done', async () => {
    const [edges] = await selectRows<{ n: number }>(
      whole.db,
      sql`SELECT count(*)::int AS n FROM law_citations`,
    );
    // Explicit citations and amendments, and the inferred (subject) edges — neighbours and
    // interpretations to the statute their title names: decision 0040.
    expect(edges?.n).toBe(11040);
    const charged = await createLawGraphService(createLawGraphRepository(whole.db)).chargeArticle(
      '职务侵占罪',
    );
    expect(charged.map((row) => row.number)).toEqual(['第二百七十一条']);
  });

  it('does no work when the same pack is loaded again', async () => {
    expect(await loadLawPack(deps(whole), pack)).toBe('unchanged');
    expect(await lawLibraryFingerprint(whole.db)).toEqual(wholeFingerprint);
  });

  it('resumes a load cut short and ends exactly as a whole one', async () => {
    const cut = await openTestDatabase(kind);
    try {
      const stop = new AbortController();
      const loads = createLawPackRepository(cut.db);
      // Cut the load off between two documents once the log says some hundreds are in.
      const cutDeps = deps(cut, stop.signal, (line) => {
        const loaded = /"loaded":(\d+)/.exec(line)?.[1];
        if (Number(loaded) >= 300) stop.abort(new Error('cut'));
      });
      await expect(loadLawPack(cutDeps, pack)).rejects.toThrow('cut');
      expect((await loads.find(NATIONAL_LAW_PACK))?.state).toBe('loading');
      // What the log said was on disk is there, and not the whole pack (the progress row is
      // written at most twice a second, so it may trail the log).
      const halfway = await lawLibraryFingerprint(cut.db);
      expect(halfway.documents).toBeGreaterThanOrEqual(300);
      expect(halfway.documents).toBeLessThan(1551);

      expect(await loadLawPack(deps(cut), pack)).toBe('loaded');
      expect(await lawLibraryFingerprint(cut.db)).toEqual(wholeFingerprint);
      expect(await loads.find(NATIONAL_LAW_PACK)).toMatchObject({ state: 'done', loaded: 1551 });
    } finally {
      await cut.close();
    }
  }, 300_000);
});
