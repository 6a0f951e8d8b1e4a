import type { TLawLinkedQuestion } from '@yzfk/contract/calls/law-relations';
import type { createQuestionsOnLawRepository } from './questions-on-law.repository';

type TRepository = ReturnType<typeof createQuestionsOnLawRepository>;

/** Characters of a stem the law page lists. */
const TITLE_LENGTH = 40;

/** A stem's first words on one line, cut with … when longer. */
function titleOf(stemText: string): string {
  const chars = Array.from(stemText.replace(/\s+/gu, ' ').trim());
  return chars.slice(0, TITLE_LENGTH).join('') + (chars.length > TITLE_LENGTH ? '…' : '');
}

/** The question bank's side of 法条联想: which questions are linked to a law's articles. */
export function createQuestionsOnLaw(repository: TRepository) {
  return {
    /** How many questions are linked to each article of a law (by ordinal; a question once). */
    async countsByArticle(lawId: number): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      for (const row of await repository.refsOnLaw(lawId)) {
        const ordinals = new Set(
          row.lawRefs.flatMap((ref) =>
            ref.lawId === lawId && ref.articleOrdinal !== null ? [ref.articleOrdinal] : [],
          ),
        );
        for (const ordinal of ordinals) counts.set(ordinal, (counts.get(ordinal) ?? 0) + 1);
      }
      return counts;
    },

    /** The questions linked to one article, with the user's last result (null for a visitor). */
    async listAt(
      lawId: number,
      ordinal: number,
      userId: number | null,
      limit: number,
    ): Promise<TLawLinkedQuestion[]> {
      const rows = await repository.listAt(lawId, ordinal, userId, limit);
      return rows.map((row) => ({
        id: row.id,
        bankId: row.bankId,
        type: row.type,
        title: titleOf(row.stemText),
        sourceYear: row.sourceYear,
        result:
          userId === null
            ? null
            : row.lastCorrect === null
              ? 'none'
              : row.lastCorrect
                ? 'right'
                : 'wrong',
      }));
    },
  };
}
