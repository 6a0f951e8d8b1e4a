import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { bookAudioChapters, books } from './book.schema';

export type TBookRow = Omit<typeof books.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type TAudioChapterRow = {
  key: string;
  title: string;
  mediaFileId: number;
  durationMs: number;
};

/**
 * Writes one book and its audiobook chapters (run it in one transaction): the book by key,
 * chapters by key, so progress on a chapter survives a re-import. Chapters the manifest no
 * longer names are removed; one rejected this time but imported before is kept as it was.
 * Answers the book id and whether the row was new.
 */
export async function saveImportedBook(
  db: TDb,
  book: TBookRow,
  chapters: TAudioChapterRow[],
  manifestChapterKeys: string[],
  at: Date,
): Promise<{ bookId: number; created: boolean }> {
  const [row] = await db
    .insert(books)
    .values({ ...book, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: books.key, set: { ...book, updatedAt: at } })
    // xmax = 0 only for a row this statement inserted (PostgreSQL's upsert idiom).
    .returning({ id: books.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('book upsert returned no row');
  const bookId = row.id;
  for (const chapter of chapters) {
    const values = { ...chapter, bookId, ordinal: manifestChapterKeys.indexOf(chapter.key) };
    await db
      .insert(bookAudioChapters)
      .values(values)
      .onConflictDoUpdate({
        target: [bookAudioChapters.bookId, bookAudioChapters.key],
        set: values,
      });
  }
  await db
    .delete(bookAudioChapters)
    .where(
      and(
        eq(bookAudioChapters.bookId, bookId),
        notInArray(
          bookAudioChapters.key,
          manifestChapterKeys.length > 0 ? manifestChapterKeys : [''],
        ),
      ),
    );
  return { bookId, created: row.created };
}
