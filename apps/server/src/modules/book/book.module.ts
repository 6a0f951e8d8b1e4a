import type { FastifyInstance } from 'fastify';
import type { TAuth, TAuthSession } from '../../platform/http/auth';
import type { TCallDeps } from '../../platform/http/register-call';
import type { TPlatform } from '../../platform/platform';
import type { TRedeemActivation } from '../activation/activation.types';
import type { TAuthorisation } from '../identity/login.service';
import type { TMediaService } from '../media/media.service';
import { createBookAccess } from './book-access';
import { createBookCatalogService } from './book-catalog.service';
import { createBookProgressRepository } from './book-progress.repository';
import { createBookProgressService } from './book-progress.service';
import { createBookRepository } from './book.repository';
import { registerBookRoutes } from './book.routes';
import { createBookFileReadable, createBookTitle, unlockBook } from './book-ports';
import { createBookSearchSource } from './book-search-source';

/** Books: catalogue, opening formats and chapters (media links), progress, mind map, codes. */
export function createBookModule(
  { database, now }: TPlatform,
  deps: {
    authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
    media: TMediaService;
    redeem: TRedeemActivation;
  },
) {
  const books = createBookRepository(database.db);
  const access = createBookAccess({ books, authsOf: deps.authsOf });
  const catalog = createBookCatalogService({ books, access, media: deps.media });
  const progress = createBookProgressService({
    books,
    progress: createBookProgressRepository(database.db),
    now,
  });
  return {
    /** The catalogue's services others reach through ports wired in modules.ts (notes). */
    catalog,
    /** The user's reading record (the home page's 继续学习). */
    progress,
    /**
     * Whether a note may go on a book (the notes module's port). Its notes anchor at a CFI (or
     * PDF page) the reader sends; books carry a category (考试用书…), not a subject: none.
     */
    noteSource: async (auth: TAuth, bookId: number) => ({
      status: await catalog.readability(auth, bookId),
    }),
    /** Whether a session may read a code-protected book's media file (the media module's port). */
    fileReadable: createBookFileReadable(database.db),
    /** Unlocks the book of a book code, in the code's transaction (the activation module's port). */
    unlockBook,
    /** A book's title, which names a book code batch (the activation module's port). */
    bookTitle: createBookTitle(database.db),
    /** Its entries in the global search's index. */
    searchSource: createBookSearchSource(database.db),
    register(app: FastifyInstance, calls: TCallDeps) {
      registerBookRoutes(app, { ...calls, catalog, progress, redeem: deps.redeem });
    },
  };
}
