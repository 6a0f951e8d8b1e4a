import type { TNote } from '@yzfk/contract/calls/notes';
import type { TNoteTagsRepository } from './note-tags.repository';

export type TWithTags = <T extends TNote>(items: T[]) => Promise<(T & { tags: string[] })[]>;

/** Adds my tags to listed notes (one query per list), as every list of notes gives them. */
export function createWithTags(tags: TNoteTagsRepository): TWithTags {
  return async (items) => {
    const held = await tags.tagsOf(items.map((item) => item.id));
    return items.map((item) => ({ ...item, tags: held.get(item.id) ?? [] }));
  };
}
