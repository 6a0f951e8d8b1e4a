import { saveBookProgressCall } from '@yzfk/contract/calls/book';
import { api } from '../../../../lib/api';

export type TEpubProgress = {
  bookId: number;
  locator: string;
  share: number;
  readingDeltaMs: number;
  clientAt: number;
};

/**
 * Saves where I am in the EPUB, quietly (a lost save is repeated 15 s later; the server keeps
 * the newest by `clientAt`). `keepalive` lets the save made as the page hides outlive it.
 */
export function saveEpubProgress(save: TEpubProgress, options: { keepalive?: boolean } = {}) {
  return api.call(saveBookProgressCall, { ...save, format: 'epub' }, { silent: true, ...options });
}
