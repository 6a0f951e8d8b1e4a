import type { TDb } from '../../platform/db/database';
import type { TAuthSession } from '../../platform/http/auth';
import type { TUnlockBook } from '../activation/activation.types';
import type { TBookFileReadable } from '../media/media.service';
import { userOf } from './book-access';
import { createBookRepository } from './book.repository';

// What the book module answers to others through their ports: the media service asks whether a
// session may read a code-protected book's file, the activation module unlocks the book of a
// book code and names a book batch after its book.

/** Whether the session's user unlocked the book a media file belongs to. */
export function createBookFileReadable(db: TDb): TBookFileReadable {
  const books = createBookRepository(db);
  return async (session: TAuthSession, fileId: number) => {
    const userId = userOf(session);
    return userId !== null && books.unlockedFile(userId, fileId);
  };
}

/** Unlocks a book for a user, in the code's transaction. */
export const unlockBook: TUnlockBook = async (tx, userId, bookId, at) => {
  const books = createBookRepository(tx);
  const found = await books.findBook(bookId);
  if (!found) throw new Error(`book code of a missing book ${bookId}`);
  const unlocked = await books.unlock(userId, bookId, at);
  return { bookId, title: found.book.title, unlocked };
};

/** A book's title, or undefined when there is no such book. */
export function createBookTitle(db: TDb) {
  const books = createBookRepository(db);
  return async (bookId: number) => (await books.findBook(bookId))?.book.title;
}
