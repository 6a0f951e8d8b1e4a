import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/database';
import {
  bookAudioChapters,
  bookAudioProgress,
  bookProgress,
  books,
  bookUnlocks,
  type TBookCategory,
} from './book.schema';
import { countedPage } from '../../platform/db/counted-page';
import { pageWindow } from '../../platform/paging';

export type TBook = typeof books.$inferSelect;
export type TAudioChapter = typeof bookAudioChapters.$inferSelect;
export type TBookProgressRow = typeof bookProgress.$inferSelect;
export type TAudioProgressRow = typeof bookAudioProgress.$inferSelect;

export type TBookFilters = {
  category?: TBookCategory;
  q?: string;
  audio?: boolean;
  sort: 'newest' | 'title' | 'popular';
  page: number;
  pageSize: number;
};

// Subqueries by the tables' own names: inside a select from books, drizzle would write the
// inner table's columns unqualified, and "book_id" = "id" would compare the inner row with itself.
/** Readers of a book: users with progress in any of its formats. */
const readers = sql<number>`(select count(*) from book_progress p where p.book_id = "books"."id")::int`;
const audioChapterCount = sql<number>`(select count(*) from book_audio_chapters c where c.book_id = "books"."id")::int`;

/** `%text%` for LIKE with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** SQL reading books, their audiobook chapters, a user's progress and unlocks. */
export function createBookRepository(db: TDb) {
  return {
    /** A page of books matching the filters, with their audiobook chapter counts, and the total. */
    async list(filters: TBookFilters) {
      const conditions: SQL[] = [];
      if (filters.category) conditions.push(eq(books.category, filters.category));
      if (filters.q) {
        const pattern = containing(filters.q);
        const byTitle = ilike(books.title, pattern);
        const byAuthor = sql`${books.authors}::text ilike ${pattern}`;
        conditions.push(or(byTitle, byAuthor) ?? byTitle);
      }
      if (filters.audio !== undefined) {
        conditions.push(
          filters.audio ? sql`${audioChapterCount} > 0` : sql`${audioChapterCount} = 0`,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order =
        filters.sort === 'title'
          ? [asc(books.title), asc(books.id)]
          : filters.sort === 'popular'
            ? [desc(readers), desc(books.id)]
            : [desc(books.createdAt), desc(books.id)];
      const { limit, offset } = pageWindow(filters);
      return countedPage(
        db,
        books,
        where,
        db
          .select({ book: books, audioChapters: audioChapterCount })
          .from(books)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      );
    },

    async findBook(id: number) {
      const rows = await db
        .select({ book: books, audioChapters: audioChapterCount })
        .from(books)
        .where(eq(books.id, id));
      return rows[0];
    },

    async audioChapters(bookId: number): Promise<TAudioChapter[]> {
      return db
        .select()
        .from(bookAudioChapters)
        .where(eq(bookAudioChapters.bookId, bookId))
        .orderBy(asc(bookAudioChapters.ordinal));
    },

    /** A chapter of a book; undefined when there is none or it belongs to another book. */
    async findAudioChapter(bookId: number, chapterId: number): Promise<TAudioChapter | undefined> {
      const rows = await db
        .select()
        .from(bookAudioChapters)
        .where(and(eq(bookAudioChapters.id, chapterId), eq(bookAudioChapters.bookId, bookId)));
      return rows[0];
    },

    /** A user's reading progress in some books, newest first. */
    async progressOf(userId: number, bookIds: number[]): Promise<TBookProgressRow[]> {
      if (bookIds.length === 0) return [];
      return db
        .select()
        .from(bookProgress)
        .where(and(eq(bookProgress.userId, userId), inArray(bookProgress.bookId, bookIds)))
        .orderBy(desc(bookProgress.clientAt));
    },

    /** A user's audiobook progress in a book, newest first. */
    async audioProgressOf(userId: number, bookId: number): Promise<TAudioProgressRow[]> {
      return db
        .select()
        .from(bookAudioProgress)
        .where(and(eq(bookAudioProgress.userId, userId), eq(bookAudioProgress.bookId, bookId)))
        .orderBy(desc(bookAudioProgress.clientAt));
    },

    async isUnlocked(userId: number, bookId: number): Promise<boolean> {
      const rows = await db
        .select({ bookId: bookUnlocks.bookId })
        .from(bookUnlocks)
        .where(and(eq(bookUnlocks.userId, userId), eq(bookUnlocks.bookId, bookId)));
      return rows.length > 0;
    },

    /**
     * Whether a user unlocked the book a media file belongs to (its EPUB, PDF or an audiobook
     * chapter's audio).
     */
    async unlockedFile(userId: number, fileId: number): Promise<boolean> {
      const ofBook = db
        .select({ id: books.id })
        .from(books)
        .where(or(eq(books.epubFileId, fileId), eq(books.pdfFileId, fileId)));
      const ofChapter = db
        .select({ id: bookAudioChapters.bookId })
        .from(bookAudioChapters)
        .where(eq(bookAudioChapters.mediaFileId, fileId));
      const rows = await db
        .select({ bookId: bookUnlocks.bookId })
        .from(bookUnlocks)
        .where(
          and(
            eq(bookUnlocks.userId, userId),
            or(inArray(bookUnlocks.bookId, ofBook), inArray(bookUnlocks.bookId, ofChapter)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Unlocks a book for a user (a code redeemed); answers false when it was unlocked before. */
    async unlock(userId: number, bookId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(bookUnlocks)
        .values({ userId, bookId, unlockedAt: at })
        .onConflictDoNothing()
        .returning({ bookId: bookUnlocks.bookId });
      return rows.length > 0;
    },
  };
}

export type TBookRepository = ReturnType<typeof createBookRepository>;
