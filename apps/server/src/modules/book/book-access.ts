import type { TAuth, TAuthSession } from '../../platform/http/auth';
import type { TAuthorisation } from '../identity/login.service';
import type { TBookRepository } from './book.repository';
import type { TBookAccess } from './book.schema';

/** The session's user id, or null for a session without one (a visitor, a unit by address). */
export function userOf(session: TAuthSession): number | null {
  return session.kind === 'user' ? session.userId : null;
}

/**
 * Who may read what: free books for every session, authorised books for sessions holding a
 * valid authorisation (any one, as courses), code books for users who redeemed one of its codes.
 */
export function createBookAccess(deps: {
  books: TBookRepository;
  authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
}) {
  return {
    /** Whether the book is closed to this session (the page shows it locked). */
    async isLocked(auth: TAuth, book: { id: number; access: TBookAccess }): Promise<boolean> {
      if (book.access === 'free') return false;
      if (book.access === 'authorised') return (await deps.authsOf(auth.session)).length === 0;
      const userId = userOf(auth.session);
      return userId === null || !(await deps.books.isUnlocked(userId, book.id));
    },
  };
}

export type TBookAccessRule = ReturnType<typeof createBookAccess>;
