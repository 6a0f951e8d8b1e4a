import { createHash } from 'node:crypto';
import { DEFAULT_POINTS } from '@yzfk/contract/calls/tiku-shapes';
import { JECQA_BANK } from './parse-jecqa';
import { formatChineseNumeral } from '../../../platform/text/chinese-numerals';
import type { TPaperRecord, TQuestionRecord } from './question-records';

// JEC-QA comes without papers, so the importer makes mock papers from it in the exam's shape:
// 50 single-choice questions at 1 point and 50 multiple-choice at 2. The questions are mixed by
// a hash of their ids rather than taken in file order (which groups similar questions), and the
// mix depends only on the file, so importing it again builds the same papers.

export const JECQA_MOCK_PAPERS = 10;
export const JECQA_SECTION_SIZE = 50;
export const JECQA_TIME_LIMIT_MINUTES = 180;

function mixKey(externalId: string): string {
  return createHash('sha1').update(externalId).digest('hex');
}

/** Up to 10 mock papers 「JEC-QA 模拟卷（一）」… from the imported JEC-QA questions. */
export function buildJecqaPapers(questions: TQuestionRecord[]): TPaperRecord[] {
  const mixed = questions
    .filter((question) => question.bankCode === JECQA_BANK.code)
    .map((question) => ({ question, key: mixKey(question.externalId) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.question);
  const singles = mixed.filter((question) => question.type === 'single');
  const multiples = mixed.filter((question) => question.type === 'multiple');
  const count = Math.min(
    JECQA_MOCK_PAPERS,
    Math.floor(singles.length / JECQA_SECTION_SIZE),
    Math.floor(multiples.length / JECQA_SECTION_SIZE),
  );
  const slice = (list: TQuestionRecord[], index: number, points: number) =>
    list
      .slice(index * JECQA_SECTION_SIZE, (index + 1) * JECQA_SECTION_SIZE)
      .map((question) => ({ externalId: question.externalId, points }));
  return Array.from({ length: count }, (_, index) => ({
    externalId: `${JECQA_BANK.code}:mock:${index + 1}`,
    bankCode: JECQA_BANK.code,
    kind: 'mock',
    title: `JEC-QA 模拟卷（${formatChineseNumeral(index + 1)}）`,
    year: null,
    timeLimitMinutes: JECQA_TIME_LIMIT_MINUTES,
    partialCredit: false,
    sections: [
      { title: '一、单项选择题', questions: slice(singles, index, DEFAULT_POINTS.single) },
      { title: '二、多项选择题', questions: slice(multiples, index, DEFAULT_POINTS.multiple) },
    ],
  }));
}
