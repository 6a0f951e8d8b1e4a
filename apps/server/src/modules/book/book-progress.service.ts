import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import type { getBookRecordCall, saveBookProgressCall } from '@yzfk/contract/calls/book';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { playedPosition } from '../../platform/media/played-position';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { createBookProgressRepository } from './book-progress.repository';
import type { TBookRepository } from './book.repository';
import { bookRecord } from './book-record';

type TDeps = {
  books: TBookRepository;
  progress: ReturnType<typeof createBookProgressRepository>;
  now: () => Date;
};

/** A PDF locator: a page number from 1 (as text). */
const PDF_PAGE = /^[1-9][0-9]{0,5}$/;

/** Reading and listening progress of the logged-in user. */
export function createBookProgressService(deps: TDeps) {
  return {
    /**
     * Saves where the user is: 4106 without a user, 4960 unknown book, 4961 a format the book
     * lacks or a chapter of another book, 4962 a PDF page beyond the book or a position past
     * the chapter's end. A stale save (older clientAt) writes nothing. A locked book is not
     * refused (as lessons): a user whose authorisation ran out while reading keeps their place,
     * and 5006 would end their session on the web client.
     */
    async save(
      auth: TAuth,
      input: z.output<typeof saveBookProgressCall.request>,
    ): Promise<TCallData<typeof saveBookProgressCall>> {
      const userId = requireUser(auth);
      const found = await deps.books.findBook(input.bookId);
      if (!found) throw new AppError(E.bookNotFound);
      const { book } = found;
      const at = deps.now();
      if (input.format === 'audio') {
        const chapter = await deps.books.findAudioChapter(book.id, input.chapterId);
        if (!chapter) throw new AppError(E.bookPartNotFound);
        const positionMs = playedPosition(input.positionMs, chapter.durationMs);
        if (positionMs === undefined) {
          throw new AppError(E.bookPositionInvalid, '播放位置超出了章节时长');
        }
        const applied = await deps.progress.saveListening({ ...input, positionMs, userId, at });
        return { applied };
      }
      const fileId = input.format === 'epub' ? book.epubFileId : book.pdfFileId;
      if (fileId === null) throw new AppError(E.bookPartNotFound);
      if (input.format === 'pdf') {
        const pages = book.pdfPageCount ?? 0;
        if (!PDF_PAGE.test(input.locator) || Number(input.locator) > pages) {
          throw new AppError(E.bookPositionInvalid, `PDF 阅读位置须是 1 到 ${pages} 之间的页码`);
        }
      }
      const applied = await deps.progress.saveReading({ ...input, userId, at });
      return { applied };
    },

    /** My books for /learnrecord (4106 without a user). */
    async record(auth: TAuth): Promise<TCallData<typeof getBookRecordCall>> {
      const userId = requireUser(auth);
      const [reading, listening] = await Promise.all([
        deps.progress.readingOf(userId),
        deps.progress.listeningOf(userId),
      ]);
      const ids = [...new Set([...reading, ...listening].map((row) => row.bookId))];
      const titles = await deps.progress.titlesOf(ids);
      return { books: bookRecord(reading, listening, titles) };
    },
  };
}

export type TBookProgressService = ReturnType<typeof createBookProgressService>;
