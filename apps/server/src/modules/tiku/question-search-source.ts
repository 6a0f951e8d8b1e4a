import { asc, eq, sql } from 'drizzle-orm';
import { QUESTION_TYPE_LABELS } from '@yzfk/contract/calls/tiku-shapes';
import { paths } from '@yzfk/contract/paths';
import type { TDb } from '../../platform/db/database';
import type { TSearchSource } from '../../platform/search/search-provider';
import { questionBanks, questions, subjects } from './question.schema';
import { htmlToText } from '../../platform/html/sanitize-html';

const TYPE_LABELS: Record<string, string> = QUESTION_TYPE_LABELS;

/**
 * Questions for the global search: the stem and the options' text, never the answer or the
 * analysis (they are not even read). A hit opens the question's bank in the question bank.
 * A paid bank's questions are found only by sessions holding an authorisation (bank-access.ts).
 */
export function createQuestionSearchSource(db: TDb): TSearchSource {
  return {
    tab: 'question',
    async signature() {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          hash: sql<string>`coalesce(md5(string_agg(${questions.contentHash}, ',' ORDER BY ${questions.id})), '')`,
        })
        .from(questions);
      return `${row?.n ?? 0}:${row?.hash ?? ''}`;
    },
    async entries() {
      const rows = await db
        .select({
          id: questions.id,
          bankId: questions.bankId,
          type: questions.type,
          stemText: questions.stemText,
          options: questions.options,
          subject: subjects.name,
          sourceYear: questions.sourceYear,
          isFree: questionBanks.isFree,
        })
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
        .orderBy(asc(questions.id));
      return rows.map((row) => {
        const options = row.options.map((option) => `${option.key}. ${htmlToText(option.html)}`);
        const stem = row.stemText.replace(/\s+/gu, ' ').trim();
        return {
          refId: row.id,
          title: Array.from(stem).slice(0, 40).join('') + (Array.from(stem).length > 40 ? '…' : ''),
          body: [stem, ...options].join(' '),
          tags: [
            row.subject,
            TYPE_LABELS[row.type] ?? row.type,
            ...(row.sourceYear ? [`${row.sourceYear}年`] : []),
          ],
          path: paths.tikuList.href({ bank: row.bankId }),
          // A paid bank's stem and options are its content: only for those who may open it.
          authorisedOnly: !row.isFree,
        };
      });
    },
  };
}
