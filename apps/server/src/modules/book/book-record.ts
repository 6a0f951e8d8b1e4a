import type { z } from 'zod';
import type { ZBookRecordSchema } from '@yzfk/contract/calls/book';
import type { TBookFormat } from './book.schema';

type TBookRecord = z.input<typeof ZBookRecordSchema>;

type TReadingRow = {
  bookId: number;
  format: TBookFormat;
  share: number;
  readingMs: number;
  updatedAt: Date;
};
type TListeningRow = {
  bookId: number;
  listenedMs: number;
  finished: number;
  updatedAt: Date | null;
};
type TTitleRow = { id: number; title: string; audioChapters: number };

/**
 * My reading record, one entry per book I read or heard, last read first: the share read is
 * that of the format I read last (as 继续阅读 resumes it), the times add up every format.
 */
export function bookRecord(
  reading: TReadingRow[],
  listening: TListeningRow[],
  titles: TTitleRow[],
): TBookRecord[] {
  const titleOf = new Map(titles.map((row) => [row.id, row]));
  const entries = new Map<number, TBookRecord & { at: number }>();
  const entryOf = (bookId: number) => {
    const title = titleOf.get(bookId);
    if (!title) return null;
    const existing = entries.get(bookId);
    if (existing) return existing;
    const fresh = {
      bookId,
      title: title.title,
      lastFormat: 'audio' as TBookRecord['lastFormat'],
      share: null,
      readingMs: 0,
      listenedMs: 0,
      chaptersFinished: 0,
      audioChapters: title.audioChapters,
      lastReadAt: '',
      at: -1,
    };
    entries.set(bookId, fresh);
    return fresh;
  };
  for (const row of reading) {
    const entry = entryOf(row.bookId);
    if (!entry) continue;
    entry.readingMs += row.readingMs;
    if (row.updatedAt.getTime() > entry.at) {
      Object.assign(entry, {
        lastFormat: row.format,
        share: row.share,
        at: row.updatedAt.getTime(),
      });
    }
  }
  for (const row of listening) {
    const entry = entryOf(row.bookId);
    if (!entry) continue;
    entry.listenedMs = row.listenedMs;
    entry.chaptersFinished = row.finished;
    const at = row.updatedAt?.getTime() ?? -1;
    if (at > entry.at) Object.assign(entry, { lastFormat: 'audio', at });
  }
  return [...entries.values()]
    .sort((a, b) => b.at - a.at || a.bookId - b.bookId)
    .map(({ at, ...entry }) => ({ ...entry, lastReadAt: new Date(Math.max(at, 0)).toISOString() }));
}
