import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { migrateDatabase } from '../../platform/db/migrate';
import { closeDatabaseAt, openDatabaseAt } from '../../platform/testing/migrations-up-to';
import { selectRows } from '../../platform/testing/select-rows';
import { TEST_DATABASES } from '../../test-app';
import { insertTikuFixture } from '../tiku/tiku-fixtures';

describe.each(TEST_DATABASES)('note subjects backfill migration on %s', (kind) => {
  let database: TDatabase | undefined;
  afterAll(() => closeDatabaseAt(database));

  it('files question and lesson notes under their subject, books under none, laws later', async () => {
    database = await openDatabaseAt(kind, '0022_law_concepts');

    const { db } = database;
    const rows = <T>(query: SQL) => selectRows<T>(db, query);
    const tiku = await insertTikuFixture(db);
    const questionId = tiku.objective[0]?.id ?? 0;
    await db.execute(sql`insert into sites (code, name, service_path) values ('m', 'M', '/m')`);
    const [user] = await rows<{ id: number }>(
      sql`insert into users (site_id, nick_name) select id, '甲' from sites where code = 'm' returning id`,
    );
    const [lesson] = await rows<{ id: number }>(sql`
      with media as (
        insert into media_files (storage_key, content_type, byte_size, access)
        values ('m/1.mp4', 'video/mp4', 1, 'free') returning id
      ), course as (
        insert into courses (key, kind, title, teacher, subject, description, access,
          lesson_count, total_duration_ms)
        values ('c', 'video', '课', '师', '刑法', '', 'free', 1, 1000) returning id
      ), chapter as (
        insert into course_chapters (course_id, ordinal, title)
        select id, 0, '章' from course returning id, course_id
      )
      insert into course_lessons (course_id, chapter_id, key, title, ordinal, media_file_id,
        duration_ms)
      select chapter.course_id, chapter.id, 'l', '课时', 0, media.id, 1000 from chapter, media
      returning id`);
    await db.execute(sql`
      insert into notes (user_id, source, source_id, anchor, text) values
        (${user?.id}, 'question', ${questionId}, '', '题'),
        (${user?.id}, 'lesson', ${lesson?.id}, '0', '课'),
        (${user?.id}, 'book', 1, 'p1', '书'),
        (${user?.id}, 'law', 1, '1', '法'),
        (${user?.id}, 'question', 2147483000, '', '题已不在')`);

    await migrateDatabase(database);

    const filed = await rows<{ text: string; subject: string | null }>(
      sql`select text, subject from notes order by id`,
    );
    expect(filed).toEqual([
      { text: '题', subject: '民法' },
      { text: '课', subject: '刑法' },
      { text: '书', subject: '' },
      { text: '法', subject: null },
      { text: '题已不在', subject: null },
    ]);
    const tags = await rows<{ n: number }>(sql`select count(*)::int as n from note_tags`);
    expect(tags).toEqual([{ n: 0 }]);
  });
});
