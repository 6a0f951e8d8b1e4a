import { asc, sql } from 'drizzle-orm';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import type { TSearchSource } from '../../platform/search/search-provider';
import { books } from './book.schema';

/** Books for the global search: title, authors, publisher and description; opens the book page. */
export function createBookSearchSource(db: TDb): TSearchSource {
  return {
    tab: 'book',
    async signature() {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          at: sql<string>`coalesce(max(${books.updatedAt})::text, '')`,
        })
        .from(books);
      return `${row?.n ?? 0}:${row?.at ?? ''}`;
    },
    async entries() {
      const rows = await db
        .select({
          id: books.id,
          title: books.title,
          authors: books.authors,
          publisher: books.publisher,
          category: books.category,
          description: books.description,
        })
        .from(books)
        .orderBy(asc(books.id));
      return rows.map((row) => ({
        refId: row.id,
        title: row.title,
        body: [row.authors.join('、'), row.publisher, row.description].filter(Boolean).join(' · '),
        tags: [row.category],
        path: paths.bookDetail.href({ id: row.id }),
      }));
    },
  };
}
