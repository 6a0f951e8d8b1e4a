import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../platform/db/database';
import { openTestDatabase, TEST_DATABASES } from '../../../test-app';
import { checkConcepts } from '../concepts/check-concepts';
import { readConceptEntries } from '../concepts/concept-file';
import { defaultConcepts, importConcepts } from '../concepts/import-concepts';
import { importLawFolder } from '../import-laws';
import { createPostgresLawSearch } from '../law-search';
import { loadRelevanceSet, relevanceFigures, runRelevanceSet } from './relevance';

// The relevance set and the concept file against the whole shared corpus (../shared beside the
// repository), imported once per database.
const CORPUS = fileURLToPath(new URL('../../../../../../../shared/data/laws-cn', import.meta.url));
const HAS_CORPUS = existsSync(CORPUS);
if (!HAS_CORPUS) console.warn(`${CORPUS} is absent: the relevance set test is skipped`);

describe.runIf(HAS_CORPUS).each(TEST_DATABASES)(
  'law search relevance on the corpus, %s',
  (kind) => {
    let database: TDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await importLawFolder(database.db, CORPUS);
      await importConcepts(database.db, defaultConcepts);
    }, 300_000);
    afterAll(() => database.close());

    it('bears out every concept: each article exists and names it, a synonym or its quote', async () => {
      const { concepts } = readConceptEntries(defaultConcepts);
      expect(await checkConcepts(database.db, concepts)).toEqual([]);
    });

    it('finds every query of the relevance set within its k', async () => {
      const cases = loadRelevanceSet();
      expect(cases.length).toBeGreaterThanOrEqual(80);
      const results = await runRelevanceSet(createPostgresLawSearch(database.db), cases);
      const missed = results
        .filter((result) => result.rank === null || result.rank > result.k)
        .map((result) => `${result.query} → ${result.law} ${result.number}: ${result.rank ?? '-'}`);
      expect(missed).toEqual([]);
      expect(relevanceFigures(results).hitsAtK).toBe(1);
    }, 60_000);

    it('answers a concept the statute never names (缔约过失) instead of nothing', async () => {
      const page = await createPostgresLawSearch(database.db).searchArticles({
        query: '缔约过失',
        mode: 'all',
        offset: 0,
        limit: 5,
      });
      expect(page.items[0]).toMatchObject({ number: '第五百条', concept: '缔约过失责任' });
    });
  },
);
