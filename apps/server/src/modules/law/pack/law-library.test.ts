import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../platform/db/database';
import { createJobRunner } from '../../../platform/jobs/job-runner';
import { createLogger } from '../../../platform/logger';
import { openSecondPool, openTestDatabase, TEST_DATABASES } from '../../../test-app';
import { importLawDocuments } from '../import-laws';
import { buildLawDocument } from '../build-law-document';
import { parseLawMarkdown } from '../parse-law-markdown';
import { lawArticles, lawDocuments } from '../law.schema';
import {
  encodeLawPack,
  LAW_PACK_FORMAT,
  LAW_PACK_VERSION,
  lawPackChecksum,
  type TLawPackEntry,
} from './law-pack-format';
import { createLawLibrary } from './law-library';
import { loadLawPack } from './load-law-pack';

// The library on small packs made here: a newer pack writes only what changed and removes only
// what the last pack had, and of two processes sharing a database exactly one loads.

function entry(path: string, title: string, article: string): TLawPackEntry {
  return {
    path,
    metadata: null,
    text: `# ${title}\n\n2020年1月1日 施行\n\n<!-- INFO END -->\n\n第一条 ${article}\n`,
  };
}

function pack(entries: TLawPackEntry[]) {
  const bytes = encodeLawPack(
    {
      format: LAW_PACK_FORMAT,
      version: LAW_PACK_VERSION,
      source: 'test',
      sourceCommit: 'test',
      files: entries.length,
      documents: entries.length,
    },
    entries,
  );
  return { bytes, checksum: lawPackChecksum(bytes) };
}

const silent = createLogger('silent');

describe.each(TEST_DATABASES)('the law library on %s', (kind) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const deps = () => ({
    db: database.db,
    log: silent,
    now: () => new Date('2026-11-25T00:00:00Z'),
    afterImport: () => Promise.resolve(),
  });
  const firstArticle = async (sourceKey: string) => {
    const rows = await database.db
      .select({ text: lawArticles.paragraphs })
      .from(lawArticles)
      .innerJoin(lawDocuments, eq(lawDocuments.id, lawArticles.lawId))
      .where(eq(lawDocuments.sourceKey, sourceKey));
    return rows[0]?.text[0];
  };

  it('loads a newer pack: writes what changed, removes what it dropped, keeps imports of its own', async () => {
    await loadLawPack(
      deps(),
      pack([
        entry('法律/甲法', '甲法', '甲法的条文。'),
        entry('法律/乙法', '乙法', '乙法的条文。'),
        entry('法律/丙法', '丙法', '丙法的条文。'),
      ]),
    );
    // A law an operator imported with import:laws (a local regulation, say).
    const own = buildLawDocument([
      {
        relativePath: '地方性法规/广东/丁条例',
        parsed: parseLawMarkdown('# 丁条例\n\n<!-- INFO END -->\n\n第一条 丁条例的条文。\n'),
        metadata: undefined,
        raw: 'own',
      },
    ]);
    await importLawDocuments(database.db, [own]);
    const [before] = await database.db
      .select({ id: lawDocuments.id, importedAt: lawDocuments.importedAt })
      .from(lawDocuments)
      .where(eq(lawDocuments.sourceKey, '法律/甲法'));

    expect(
      await loadLawPack(
        deps(),
        pack([
          entry('法律/甲法', '甲法', '甲法的条文。'),
          entry('法律/乙法', '乙法', '乙法修改后的条文。'),
          entry('法律/戊法', '戊法', '戊法的条文。'),
        ]),
      ),
    ).toBe('loaded');
    const keys = (
      await database.db
        .select({ key: lawDocuments.sourceKey })
        .from(lawDocuments)
        .where(eq(lawDocuments.isSample, false))
    )
      .map((row) => row.key)
      .sort();
    expect(keys).toEqual(['地方性法规/广东/丁条例', '法律/乙法', '法律/戊法', '法律/甲法']);
    expect(await firstArticle('法律/乙法')).toBe('乙法修改后的条文。');
    // The unchanged law was not written again: same row, same import time.
    const [after] = await database.db
      .select({ id: lawDocuments.id, importedAt: lawDocuments.importedAt })
      .from(lawDocuments)
      .where(eq(lawDocuments.sourceKey, '法律/甲法'));
    expect(after).toEqual(before);
  });

  it('is loaded by exactly one of two processes that start together; both then say it is in', async () => {
    const other = kind === 'postgres' ? await openSecondPool(database) : database;
    const dir = mkdtempSync(join(tmpdir(), 'yzfk-pack-'));
    const file = join(dir, 'test.lawpack');
    writeFileSync(
      file,
      pack([entry('法律/己法', '己法', '己法的条文。'), entry('法律/庚法', '庚法', '庚法的条文。')])
        .bytes,
    );
    try {
      const lines: string[] = [];
      const log = createLogger('info', { write: (line) => void lines.push(line) });
      const libraries = await Promise.all(
        [database, other].map((db) =>
          createLawLibrary({
            db: db.db,
            log,
            now: () => new Date(),
            jobs: createJobRunner({ db: db.db, log, now: () => new Date() }),
            packFile: file,
            afterImport: () => Promise.resolve(),
          }),
        ),
      );
      expect(await libraries[0]?.status()).toEqual({ loading: true, loaded: 0, total: 2 });
      for (const library of libraries) library.start();
      await vi.waitFor(
        async () => {
          for (const library of libraries) {
            expect(await library.status()).toEqual({ loading: false, loaded: 2, total: 2 });
          }
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(lines.filter((line) => line.includes('法规库开始载入'))).toHaveLength(1);
      for (const library of libraries) library.stop();
    } finally {
      if (other !== database) await other.close();
    }
  });
});
