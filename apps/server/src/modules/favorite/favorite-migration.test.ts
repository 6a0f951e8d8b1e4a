import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { migrateDatabase } from '../../platform/db/migrate';
import { closeDatabaseAt, openDatabaseAt } from '../../platform/testing/migrations-up-to';
import { selectRows } from '../../platform/testing/select-rows';
import { TEST_DATABASES } from '../../test-app';

describe.each(TEST_DATABASES)('law favourites migration on %s', (kind) => {
  let database: TDatabase | undefined;
  afterAll(() => closeDatabaseAt(database));

  it('moves every law favourite into favourites with its time, then drops law_favorites', async () => {
    database = await openDatabaseAt(kind, '0017_downloads');
    const { db } = database;
    // Two laws as the table stood then (the sample seed writes today's columns).
    await db.execute(sql`
      insert into law_documents (source_key, content_hash, title, level, category, status,
        version_group, history, toc, article_count, rank_weight, title_vector)
      select k, k, k, '法律', '刑法', '现行有效', k, '[]', '[]', 0, 1, ''
      from (values ('甲法'), ('乙法')) v(k)`);
    const laws = await selectRows<{ id: number }>(db, sql`select id from law_documents limit 2`);
    const [first, second] = laws.map((row) => row.id);
    await db.execute(sql`insert into sites (code, name, service_path) values ('m', 'M', '/m')`);
    const users = await selectRows<{ id: number }>(
      db,
      sql`insert into users (site_id, nick_name) select id, n from sites, (values ('甲'), ('乙')) v(n) where code = 'm' returning id`,
    );
    const [alice, bob] = users.map((row) => row.id);
    const at = '2026-10-01T08:00:00.000Z';
    await db.execute(sql`
      insert into law_favorites (user_id, law_id, created_at) values
        (${alice}, ${first}, ${at}), (${alice}, ${second}, ${at}), (${bob}, ${first}, ${at})`);

    await migrateDatabase(database);

    const moved = await selectRows<{
      user_id: number;
      kind: string;
      target_id: number;
      created_at: unknown;
    }>(
      db,
      sql`select user_id, kind, target_id, created_at from favorites order by user_id, target_id`,
    );
    expect(moved.map((row) => [row.user_id, row.kind, row.target_id])).toEqual([
      [alice, 'law', Math.min(first ?? 0, second ?? 0)],
      [alice, 'law', Math.max(first ?? 0, second ?? 0)],
      [bob, 'law', first],
    ]);
    expect(new Date(String(moved[0]?.created_at)).toISOString()).toBe(at);
    const left = await selectRows<{ t: unknown }>(
      db,
      sql`select to_regclass('law_favorites') as t`,
    );
    expect(left[0]?.t).toBeNull();
  });
});
