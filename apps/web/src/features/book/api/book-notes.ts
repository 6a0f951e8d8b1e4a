import { useQuery } from '@tanstack/react-query';
import { listSourceNotesCall } from '@yzfk/contract/calls/notes';
import { api } from '../../../lib/api';
import { bookKeys } from './query-keys';

/**
 * How many notes I have on a book, quietly: the detail page shows the count when the notes
 * answer and nothing when they fail (no notes on books yet, 4981, or a visitor).
 */
export function useBookNoteCount(bookId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookKeys.notes(bookId),
    queryFn: () =>
      api.call(listSourceNotesCall, { source: 'book', sourceId: bookId }, { silent: true }),
    select: (data) => data.items.length,
    enabled,
    retry: false,
  });
}
