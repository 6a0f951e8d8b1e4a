import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import { bookAudioProgress, bookProgress, type TBookFormat } from './book.schema';

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
          set: {
            locator: input.locator,
            share: input.share,
            readingMs: sql`${bookProgress.readingMs} + ${input.readingDeltaMs}`,
            clientAt: input.clientAt,
            updatedAt: input.at,
          },
          setWhere: sql`${bookProgress.clientAt} < ${input.clientAt}`,
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
          set: {
            positionMs: input.positionMs,
            listenedMs: sql`${bookAudioProgress.listenedMs} + ${input.readingDeltaMs}`,
            finished: sql`${bookAudioProgress.finished} or ${input.finished}`,
            clientAt: input.clientAt,
            updatedAt: input.at,
          },
          setWhere: sql`${bookAudioProgress.clientAt} < ${input.clientAt}`,
        })
        .returning({ chapterId: bookAudioProgress.chapterId });
      return rows.length > 0;
    },
  };
}
