import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TDb } from '../../../platform/db/database';
import { relaxCommit, waitForDurableCommits } from '../../../platform/db/durable-commit';
import { createDurableProgress } from '../../../platform/db/durable-progress';
import {
  createQuestionImportRepository,
  type TNewQuestion,
  type TStoredHashes,
} from './question-import.repository';
import { buildJecqaPapers } from './build-jecqa-papers';
import { classifyQuestion } from './classify-question';
import { ensureChapters, type TTaxonomy } from './ensure-chapters';
import { linkLawRefs } from '../law-refs/link-law-refs';
import { parseQuestionFile, QuestionFileFormatError } from './parse-question-file';
import type {
  TPaperRecord,
  TParsedQuestionFile,
  TQuestionRecord,
  TRejection,
} from './question-records';
import { htmlToText } from '../../../platform/html/sanitize-html';
import { GENERAL_SUBJECT } from './syllabus';

// Imports parsed banks, questions and papers (from a file, or the demo seed's records).
// Idempotent: rows are found again by external id and carry a hash of what was written, so an
// unchanged question or paper is not touched, a changed one is rewritten in place (its id, and
// with it users' answers and favourites, stays). Questions go in multi-row batches, each batch
// in a transaction that does not wait for the disk (progress counts them once they are on it);
// each paper with its question list in one transaction that does.

export type TWriteCounts = { created: number; updated: number; unchanged: number };

/** What an import did. */
export type TQuestionImportSummary = {
  format: TParsedQuestionFile['format'];
  /** Non-empty lines read. */
  lines: number;
  questions: TWriteCounts & { total: number };
  papers: TWriteCounts & { total: number };
  /** Questions placed in 综合 (no subject found) and without a chapter. */
  unplaced: { general: number; withoutChapter: number };
  rejected: TRejection[];
  seconds: number;
};

export type TQuestionImportOptions = {
  /** Questions and papers done out of how many, counting only durable work. */
  onProgress?: (done: number, total: number) => void;
};

/** Questions per multi-row INSERT (20 columns each: well under the parameter limit). */
const INSERT_BATCH = 500;
/** Changed questions rewritten per transaction. */
const UPDATE_BATCH = 200;
/** Written questions between two waits for the disk (progress moves in these steps). */
const DURABLE_EVERY = 2000;

const repository = createQuestionImportRepository();

/** A stable hash of a row as it would be written. */
function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function placeQuestion(record: TQuestionRecord) {
  const subTexts = record.subQuestions.map((sub) => htmlToText(sub.stemHtml));
  return classifyQuestion({
    subject: record.subject,
    chapterPath: record.chapterPath,
    stem: [htmlToText(record.stemHtml), ...subTexts].join('\n'),
    options: record.options.map((option) => htmlToText(option.html)).join('\n'),
  });
}

/** The rows to write, each with the hash of its content (ids of subjects and chapters included). */
async function buildQuestionRows(
  db: TDb,
  records: TQuestionRecord[],
  bankIds: Map<string, number>,
): Promise<{ rows: TNewQuestion[]; unplaced: TQuestionImportSummary['unplaced'] }> {
  const places = records.map(placeQuestion);
  const taxonomy: TTaxonomy = await ensureChapters(db, repository, places);
  const link = await linkLawRefs(
    db,
    records.flatMap((record) => record.lawRefs),
  );
  const unplaced = { general: 0, withoutChapter: 0 };
  const rows = records.map((record, index): TNewQuestion => {
    const place = places[index] ?? { subject: GENERAL_SUBJECT, chapterPath: null };
    if (place.subject === GENERAL_SUBJECT) unplaced.general++;
    if (!place.chapterPath) unplaced.withoutChapter++;
    const bankId = bankIds.get(record.bankCode);
    if (bankId === undefined) throw new Error(`bank ${record.bankCode} was not written`);
    const content = {
      bankId,
      externalId: record.externalId,
      type: record.type,
      subjectId: taxonomy.subjectId(place.subject),
      chapterId: taxonomy.chapterId(place.subject, place.chapterPath),
      stemHtml: record.stemHtml,
      stemText: htmlToText(record.stemHtml),
      options: record.options,
      answer: record.answer,
      explanationHtml: record.explanationHtml,
      subQuestions: record.subQuestions,
      lawRefs: record.lawRefs.map(link),
      sourceYear: record.source.year,
      sourcePaper: record.source.paper,
      sourceNumber: record.source.number,
      difficulty: record.difficulty,
      tags: record.tags,
      ordinal: index + 1,
    };
    return { ...content, contentHash: hashOf(content) };
  });
  return { rows, unplaced };
}

async function saveQuestions(
  db: TDb,
  rows: TNewQuestion[],
  stored: TStoredHashes,
  progress: (done: number) => void,
): Promise<TWriteCounts> {
  const fresh = rows.filter((row) => !stored.has(row.externalId));
  const changed = rows.filter((row) => {
    const existing = stored.get(row.externalId);
    return existing !== undefined && existing.contentHash !== row.contentHash;
  });
  const durable = createDurableProgress({
    every: DURABLE_EVERY,
    flush: () => waitForDurableCommits(db),
    report: progress,
  });
  durable.unchanged(rows.length - fresh.length - changed.length);
  for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
    const batch = fresh.slice(start, start + INSERT_BATCH);
    const inserted = await db.transaction(async (tx) => {
      await relaxCommit(tx);
      return repository.insertQuestions(tx, batch);
    });
    for (const row of inserted) stored.set(row.externalId, { id: row.id, contentHash: '' });
    await durable.committed(batch.length);
  }
  for (let start = 0; start < changed.length; start += UPDATE_BATCH) {
    const batch = changed.slice(start, start + UPDATE_BATCH);
    await db.transaction(async (tx) => {
      await relaxCommit(tx);
      for (const row of batch) {
        const existing = stored.get(row.externalId);
        if (existing) await repository.updateQuestion(tx, existing.id, row);
      }
    });
    await durable.committed(batch.length);
  }
  await durable.finish();
  return {
    created: fresh.length,
    updated: changed.length,
    unchanged: rows.length - fresh.length - changed.length,
  };
}

async function savePapers(
  db: TDb,
  records: TPaperRecord[],
  bankIds: Map<string, number>,
  questionIds: TStoredHashes,
  progress: () => void,
): Promise<TWriteCounts> {
  const stored = await repository.listPaperHashes(db, [...new Set(bankIds.values())]);
  const counts: TWriteCounts = { created: 0, updated: 0, unchanged: 0 };
  for (const [index, record] of records.entries()) {
    const bankId = bankIds.get(record.bankCode);
    if (bankId === undefined) throw new Error(`bank ${record.bankCode} was not written`);
    const items = record.sections.flatMap((section) =>
      section.questions.map((question) => {
        const id = questionIds.get(question.externalId)?.id;
        if (id === undefined) throw new Error(`paper question ${question.externalId} missing`);
        return { section: section.title, questionId: id, points: question.points };
      }),
    );
    const content = {
      bankId,
      externalId: record.externalId,
      kind: record.kind,
      title: record.title,
      year: record.year,
      timeLimitMinutes: record.timeLimitMinutes,
      partialCredit: record.partialCredit,
      ordinal: index + 1,
    };
    const contentHash = hashOf({ content, items });
    const existing = stored.get(record.externalId);
    if (existing?.contentHash === contentHash) {
      counts.unchanged++;
    } else {
      await db.transaction((tx) =>
        repository.savePaper(
          tx,
          existing?.id,
          { ...content, contentHash },
          items.map((item, position) => ({ ...item, ordinal: position + 1 })),
        ),
      );
      counts[existing ? 'updated' : 'created']++;
    }
    progress();
  }
  return counts;
}

/** Imports parsed records (a file's, or the seed's). Idempotent. */
export async function importQuestionRecords(
  db: TDb,
  parsed: TParsedQuestionFile,
  options: TQuestionImportOptions = {},
): Promise<TQuestionImportSummary> {
  const started = performance.now();
  const bankIds = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const bank of parsed.banks) {
      bankIds.set(bank.code, (await repository.upsertBank(tx, bank)).id);
    }
  });
  const paperRecords = [
    ...parsed.papers,
    ...(parsed.format === 'jecqa' ? buildJecqaPapers(parsed.questions) : []),
  ];
  const total = parsed.questions.length + paperRecords.length;
  const { rows, unplaced } = await buildQuestionRows(db, parsed.questions, bankIds);
  const stored = await repository.listQuestionHashes(db, [...new Set(bankIds.values())]);
  const questionCounts = await saveQuestions(db, rows, stored, (done) =>
    options.onProgress?.(done, total),
  );
  let papersDone = 0;
  const paperCounts = await savePapers(db, paperRecords, bankIds, stored, () =>
    options.onProgress?.(parsed.questions.length + ++papersDone, total),
  );
  if (questionCounts.created + questionCounts.updated > INSERT_BATCH) await repository.analyze(db);
  return {
    format: parsed.format,
    lines: parsed.lines,
    questions: { total: rows.length, ...questionCounts },
    papers: { total: paperRecords.length, ...paperCounts },
    unplaced,
    rejected: parsed.rejections,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Imports a question file (ours or JEC-QA): `npm run import:questions -- <file>`. Throws
 * QuestionFileFormatError for a file in neither format.
 */
export async function importQuestionFile(
  db: TDb,
  path: string,
  options: TQuestionImportOptions = {},
): Promise<TQuestionImportSummary> {
  const started = performance.now();
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(path));
  } catch (error) {
    if (error instanceof TypeError) throw new QuestionFileFormatError('文件不是 UTF-8 文本');
    throw error;
  }
  const summary = await importQuestionRecords(db, parseQuestionFile(content), options);
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}
