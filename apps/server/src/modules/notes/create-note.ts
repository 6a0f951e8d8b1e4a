import type { z } from 'zod';
import { NOTES_PER_SOURCE_MAX, type createNoteCall, type TNote } from '@yzfk/contract/calls/notes';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import type { TNoteSourcePorts } from './note-sources';
import { toNoteView } from './note-view';
import { placeNote } from './notes-rules';
import type { TNotesRepository } from './notes.repository';

export type TCreateNoteDeps = {
  notes: TNotesRepository;
  sources: TNoteSourcePorts;
  now: () => Date;
};

/**
 * Writes a note on a source the user may read: 4106 without a user; 4981 for a source kind
 * without a port yet or an item that does not exist; 4983 for an anchor that does not fit the
 * kind or lies past the item's end; 4982 when the item is locked for this session; 4984 at the
 * per-source cap. The text is stored as written (script included): pages render it as text.
 */
export async function createNote(
  deps: TCreateNoteDeps,
  auth: TAuth,
  input: z.output<typeof createNoteCall.request>,
): Promise<TNote> {
  const userId = requireUser(auth);
  const port = deps.sources[input.source];
  if (!port) throw new AppError(E.noteSourceNotFound, '暂不支持给这类内容记笔记');
  const place = placeNote(input.source, input.anchor, input.anchorOrder);
  if (!place) throw new AppError(E.noteAnchorInvalid);
  const readability = await port(auth, input.sourceId, place.anchor);
  if (readability.status === 'missing') throw new AppError(E.noteSourceNotFound);
  if (readability.status === 'locked') throw new AppError(E.noteSourceLocked);
  if (readability.maxOrder !== undefined && place.anchorOrder > readability.maxOrder) {
    throw new AppError(E.noteAnchorInvalid, '笔记的位置超出了内容的长度');
  }
  const row = await deps.notes.insertCapped(
    {
      userId,
      source: input.source,
      sourceId: input.sourceId,
      ...place,
      quote: input.quote,
      text: input.text,
      colour: input.colour,
      subject: readability.subject ?? '',
      at: deps.now(),
    },
    NOTES_PER_SOURCE_MAX,
  );
  if (!row) {
    throw new AppError(E.noteLimitReached);
  }
  return toNoteView(row);
}
