import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { migrateDatabase } from '../../platform/db/migrate';
import { closeDatabaseAt, openDatabaseAt } from '../../platform/testing/migrations-up-to';
import { selectRows } from '../../platform/testing/select-rows';
import { TEST_DATABASES } from '../../test-app';
import { insertTikuFixture } from '../tiku/tiku-fixtures';

type TRow = Record<string, unknown>;

describe.each(TEST_DATABASES)('question notes copy migration on %s', (kind) => {
  let database: TDatabase | undefined;
  afterAll(() => closeDatabaseAt(database));

  it('copies every question note into notes, then drops question_notes', async () => {
    database = await openDatabaseAt(kind, '0012_notes');

    const { db } = database;
    const rows = <T>(query: SQL) => selectRows<T>(db, query);
    const tiku = await insertTikuFixture(db);
    const [first, second] = tiku.objective;
    await db.execute(sql`insert into sites (code, name, service_path) values ('m', 'M', '/m')`);
    const users = await rows<{ id: number }>(
      sql`insert into users (site_id, nick_name) select id, n from sites, (values ('甲'), ('乙')) v(n) where code = 'm' returning id`,
    );
    const [alice, bob] = users.map((row) => row.id);
    const at = '2026-10-01T08:00:00.000Z';
    await db.execute(sql`
      insert into question_notes (user_id, question_id, text, updated_at) values
        (${alice}, ${first?.id}, '要约<script>alert(1)</script>与承诺', ${at}),
        (${alice}, ${second?.id}, '第二题', ${at}),
        (${bob}, ${first?.id}, '乙的笔记', ${at})`);

    await migrateDatabase(database);

    const copied = await rows<TRow>(sql`
      select user_id, source, source_id, anchor, quote, text, colour, created_at, deleted_at
      from notes order by user_id, source_id`);
    expect(copied).toHaveLength(3);
    expect(copied[0]).toMatchObject({
      user_id: alice,
      source: 'question',
      source_id: first?.id,
      anchor: '',
      quote: '',
      text: '要约<script>alert(1)</script>与承诺',
      colour: 'yellow',
      deleted_at: null,
    });
    expect(new Date(String(copied[0]?.created_at)).toISOString()).toBe(at);
    expect(copied.map((row) => row.text)).toEqual([
      '要约<script>alert(1)</script>与承诺',
      '第二题',
      '乙的笔记',
    ]);
    const left = await rows<TRow>(sql`select to_regclass('question_notes') as t`);
    expect(left[0]?.t).toBeNull();
  });
});
