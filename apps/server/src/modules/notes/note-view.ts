import type { TNote } from '@yzfk/contract/calls/notes';
import type { TNoteFields } from './notes.repository';

/** A stored note as a caller sees it: no user id, times as ISO 8601. */
export function toNoteView(row: Omit<TNoteFields, 'subject'>): TNote {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    anchor: row.anchor,
    anchorOrder: row.anchorOrder,
    quote: row.quote,
    text: row.text,
    colour: row.colour,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
