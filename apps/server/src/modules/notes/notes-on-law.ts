import type { TLawLinkedNote } from '@yzfk/contract/calls/law-relations';
import type { TLawNotesRepository } from './law-notes.repository';
import { notePlainText } from './note-plain-text';

/** Characters of a note the law page lists. */
const EXCERPT_LENGTH = 60;

/** A note's first words on one line, without its Markdown marks; its quote when it has no text. */
function excerptOf(text: string, quote: string): string {
  const plain = notePlainText(text).replace(/\s+/gu, ' ').trim() || quote.trim();
  const chars = Array.from(plain);
  return chars.slice(0, EXCERPT_LENGTH).join('') + (chars.length > EXCERPT_LENGTH ? '…' : '');
}

/** The notes module's side of 法条联想: a user's notes on a law's articles (anchor = ordinal). */
export function createNotesOnLaw(repository: TLawNotesRepository) {
  return {
    /** How many live notes the user has on each article of a law, by ordinal. */
    async countsByArticle(userId: number, lawId: number): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      for (const row of await repository.countsByAnchor(userId, lawId)) {
        const ordinal = Number(row.anchor);
        // A note on the whole law (no anchor) belongs to no article.
        if (Number.isInteger(ordinal) && ordinal > 0) counts.set(ordinal, row.count);
      }
      return counts;
    },

    /** The user's notes on one article, last edited first. */
    async listAt(
      userId: number,
      lawId: number,
      ordinal: number,
      limit: number,
    ): Promise<TLawLinkedNote[]> {
      const rows = await repository.listAt(userId, lawId, String(ordinal), limit);
      return rows.map((row) => ({
        id: row.id,
        excerpt: excerptOf(row.text, row.quote),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  };
}
