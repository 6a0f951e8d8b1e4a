import { count, eq, inArray, max, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import {
  bookAudioChapters,
  bookAudioProgress,
  bookProgress,
  books,
  type TBookFormat,
} from './book.schema';
import { newerSaveWins } from '../../platform/db/client-ordered-save';

/** SQL writing reading and listening progress: one upsert each, ordered by the client's clock. */
export function createBookProgressRepository(db: TDb) {
  return {
    /**
     * Saves a reading position unless a newer save is stored: the update only happens when the
     * stored client time is older, so two saves racing keep the newest. False for a stale save.
     */
    async saveReading(input: {
      userId: number;
      bookId: number;
      format: TBookFormat;
      locator: string;
      share: number;
      readingDeltaMs: number;
      clientAt: number;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(bookProgress)
        .values({
          userId: input.userId,
          bookId: input.bookId,
          format: input.format,
          locator: input.locator,
          share: input.share,
          readingMs: input.readingDeltaMs,
          clientAt: input.clientAt,
          updatedAt: input.at,
        })
        .onConflictDoUpdate({
          target: [bookProgress.userId, bookProgress.bookId, bookProgress.format],
          ...newerSaveWins(bookProgress.clientAt, input, {
            locator: input.locator,
            share: input.share,
            readingMs: sql`${bookProgress.readingMs} + ${input.readingDeltaMs}`,
          }),
        })
        .returning({ bookId: bookProgress.bookId });
      return rows.length > 0;
    },

    /** Saves a chapter position as saveReading does; `finished` stays once set. */
    async saveListening(input: {
      userId: number;
      bookId: number;
      chapterId: number;
      positionMs: number;
      readingDeltaMs: number;
      finished: boolean;
      clientAt: number;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(bookAudioProgress)
        .values({
          userId: input.userId,
          bookId: input.bookId,
          chapterId: input.chapterId,
          positionMs: input.positionMs,
          listenedMs: input.readingDeltaMs,
          finished: input.finished,
          clientAt: input.clientAt,
          updatedAt: input.at,
        })
        .onConflictDoUpdate({
          target: [bookAudioProgress.userId, bookAudioProgress.chapterId],
          ...newerSaveWins(bookAudioProgress.clientAt, input, {
            positionMs: input.positionMs,
            listenedMs: sql`${bookAudioProgress.listenedMs} + ${input.readingDeltaMs}`,
            finished: sql`${bookAudioProgress.finished} or ${input.finished}`,
          }),
        })
        .returning({ chapterId: bookAudioProgress.chapterId });
      return rows.length > 0;
    },

    /** A user's reading rows, every book and format. */
    readingOf(userId: number) {
      return db
        .select({
          bookId: bookProgress.bookId,
          format: bookProgress.format,
          share: bookProgress.share,
          readingMs: bookProgress.readingMs,
          updatedAt: bookProgress.updatedAt,
        })
        .from(bookProgress)
        .where(eq(bookProgress.userId, userId));
    },

    /** A user's listening per audiobook: time, chapters heard to the end, last save. */
    listeningOf(userId: number) {
      return db
        .select({
          bookId: bookAudioProgress.bookId,
          listenedMs: sum(bookAudioProgress.listenedMs).mapWith(Number),
          finished: count(sql`case when ${bookAudioProgress.finished} then 1 end`),
          updatedAt: max(bookAudioProgress.updatedAt),
        })
        .from(bookAudioProgress)
        .where(eq(bookAudioProgress.userId, userId))
        .groupBy(bookAudioProgress.bookId);
    },

    /** Titles and audiobook chapter counts of some books. */
    async titlesOf(bookIds: number[]) {
      if (bookIds.length === 0) return [];
      return db
        .select({
          id: books.id,
          title: books.title,
          audioChapters: count(bookAudioChapters.id),
        })
        .from(books)
        .leftJoin(bookAudioChapters, eq(bookAudioChapters.bookId, books.id))
        .where(inArray(books.id, bookIds))
        .groupBy(books.id, books.title);
    },
  };
}
