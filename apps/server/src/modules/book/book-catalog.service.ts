import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type {
  getBookCall,
  getBookMindMapCall,
  listBooksCall,
  openBookCall,
} from '@yzfk/contract/calls/book';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/auth';
import type { TMediaService } from '../media/media.service';
import { userOf, type TBookAccessRule } from './book-access';
import type { TBook, TBookProgressRow, TBookRepository } from './book.repository';
import type { TBookFormat } from './book.schema';
import { mindMapFromContents } from './mind-map';
import { mapFound } from '../../platform/map-found';

type TDeps = { books: TBookRepository; access: TBookAccessRule; media: TMediaService };

function formatsOf(book: TBook): TBookFormat[] {
  const formats: TBookFormat[] = [];
  if (book.epubFileId !== null) formats.push('epub');
  if (book.pdfFileId !== null) formats.push('pdf');
  return formats;
}

/** The book catalogue: list, detail, opening a format or chapter (access first), mind map. */
export function createBookCatalogService(deps: TDeps) {
  async function findBook(bookId: number) {
    const found = await deps.books.findBook(bookId);
    if (!found) throw new AppError(E.bookNotFound);
    return found;
  }

  /** A card: the cover as a signed link of the hour (covers are free), my latest share read. */
  async function card(
    auth: TAuth,
    book: TBook,
    audioChapters: number,
    progress: TBookProgressRow[] | null,
  ) {
    const latest = progress?.find((row) => row.bookId === book.id);
    return {
      id: book.id,
      title: book.title,
      authors: book.authors,
      publisher: book.publisher,
      category: book.category,
      coverUrl:
        book.coverFileId === null
          ? null
          : (await deps.media.signUrl(auth, book.coverFileId, { cacheable: true })).url,
      access: book.access,
      formats: formatsOf(book),
      audioChapters,
      readShare: latest ? latest.share : null,
    };
  }

  return {
    async list(
      auth: TAuth,
      filters: z.output<typeof listBooksCall.request>,
    ): Promise<TCallData<typeof listBooksCall>> {
      const { rows, total } = await deps.books.list(filters);
      const userId = userOf(auth.session);
      const progress =
        userId === null
          ? null
          : await deps.books.progressOf(
              userId,
              rows.map((row) => row.book.id),
            );
      return {
        items: await Promise.all(
          rows.map((row) => card(auth, row.book, row.audioChapters, progress)),
        ),
        total,
        page: filters.page,
        pageSize: filters.pageSize,
      };
    },

    async detail(auth: TAuth, bookId: number): Promise<TCallData<typeof getBookCall>> {
      const { book, audioChapters } = await findBook(bookId);
      const userId = userOf(auth.session);
      const [chapters, progress, audioProgress, locked] = await Promise.all([
        deps.books.audioChapters(bookId),
        userId === null ? Promise.resolve([]) : deps.books.progressOf(userId, [bookId]),
        userId === null ? Promise.resolve([]) : deps.books.audioProgressOf(userId, bookId),
        deps.access.isLocked(auth, book),
      ]);
      const byChapter = new Map(audioProgress.map((row) => [row.chapterId, row]));
      const lastHeard = audioProgress[0];
      return {
        book: {
          ...(await card(auth, book, audioChapters, userId === null ? null : progress)),
          isbn: book.isbn,
          edition: book.edition,
          publishedOn: book.publishedOn,
          description: book.description,
          pdfPageCount: book.pdfPageCount,
        },
        contents: book.contents,
        audioChapters: chapters.map((chapter) => {
          const row = byChapter.get(chapter.id);
          return {
            id: chapter.id,
            title: chapter.title,
            durationMs: chapter.durationMs,
            progress: row
              ? { positionMs: row.positionMs, listenedMs: row.listenedMs, finished: row.finished }
              : null,
          };
        }),
        hasMindMap: book.mindMap !== null,
        locked,
        unlockBy: locked ? (book.access === 'code' ? 'code' : 'authorisation') : null,
        progress: progress.map((row) => ({
          format: row.format,
          locator: row.locator,
          share: row.share,
          readingMs: row.readingMs,
          updatedAt: row.updatedAt.toISOString(),
        })),
        audioResume: lastHeard
          ? { chapterId: lastHeard.chapterId, positionMs: lastHeard.positionMs }
          : null,
      };
    },

    /**
     * A signed link to a format or an audiobook chapter: 4960 unknown book, 4961 no such
     * format or chapter, 5006 when the book is locked for this session.
     */
    async open(
      auth: TAuth,
      input: z.output<typeof openBookCall.request>,
    ): Promise<TCallData<typeof openBookCall>> {
      const { book } = await findBook(input.bookId);
      const userId = userOf(auth.session);
      let fileId: number | null;
      let resumeAt: string | null = null;
      if (input.format === 'audio') {
        const chapter = await deps.books.findAudioChapter(book.id, input.chapterId);
        if (!chapter) throw new AppError(E.bookPartNotFound);
        fileId = chapter.mediaFileId;
        if (userId !== null) {
          const heard = (await deps.books.audioProgressOf(userId, book.id)).find(
            (row) => row.chapterId === chapter.id,
          );
          if (heard && !heard.finished) resumeAt = String(heard.positionMs);
        }
      } else {
        fileId = input.format === 'epub' ? book.epubFileId : book.pdfFileId;
        if (fileId === null) throw new AppError(E.bookPartNotFound);
        if (userId !== null) {
          const read = (await deps.books.progressOf(userId, [book.id])).find(
            (row) => row.format === input.format,
          );
          resumeAt = read?.locator ?? null;
        }
      }
      if (await deps.access.isLocked(auth, book)) throw new AppError(E.noPermission);
      const file = await deps.media.fileInfo(fileId);
      const link = await deps.media.signUrl(auth, fileId);
      return { ...link, contentType: file.contentType, byteSize: file.byteSize, resumeAt };
    },

    /**
     * Whether a note may be written on the book (the notes module's port): it does not exist,
     * it is locked for this session (as /flks/book/open would answer 5006), or it is readable.
     */
    async readability(auth: TAuth, bookId: number): Promise<'missing' | 'locked' | 'readable'> {
      const found = await deps.books.findBook(bookId);
      if (!found) return 'missing';
      return (await deps.access.isLocked(auth, found.book)) ? 'locked' : 'readable';
    },

    /**
     * The books among `ids` that exist, as the favourites list shows them (locked when this
     * session may not read them yet).
     */
    favoriteTargets: (auth: TAuth, ids: number[]) =>
      mapFound(ids, async (id) => {
        const row = await deps.books.findBook(id);
        if (!row) return undefined;
        const locked = await deps.access.isLocked(auth, row.book);
        return { title: row.book.title, summary: row.book.authors.join('、'), locked };
      }),

    /** The imported mind map, or one made from the contents (free to see, as the contents). */
    async mindMap(bookId: number): Promise<TCallData<typeof getBookMindMapCall>> {
      const { book } = await findBook(bookId);
      return book.mindMap
        ? { generated: false, root: book.mindMap }
        : { generated: true, root: mindMapFromContents(book.title, book.contents) };
    },
  };
}

export type TBookCatalogService = ReturnType<typeof createBookCatalogService>;
