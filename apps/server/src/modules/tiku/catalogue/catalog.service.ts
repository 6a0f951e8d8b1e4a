import type { z } from 'zod';
import type { listPapersCall, TBank, TPaperKind, TPaperSummary } from '@yzfk/contract/calls/tiku';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { TQuestionCatalogRepository } from './question-catalog.repository';
import type { TPracticeRepository } from '../practice/practice.repository';
import type { TAuth } from '../../../platform/http/auth';
import type { TBankAccess } from '../bank-access';
import { buildSubjects } from './catalog-progress';
import { toSessionView } from '../practice/practice-view';

type TDeps = {
  catalog: TQuestionCatalogRepository;
  sessions: TPracticeRepository;
  bankAccess: TBankAccess;
};

type TPapersRequest = z.output<typeof listPapersCall.request>;

/** The logged-in user of a session, or null for anonymous visitors (who see no progress). */
function userIdOf(auth: TAuth): number | null {
  return auth.session.kind === 'user' ? auth.session.userId : null;
}

/** The question bank's catalogue: banks, subjects and chapters with progress, and papers. */
export function createCatalogService(deps: TDeps) {
  return {
    /** Banks, one bank's subjects with chapter trees and progress, and where to resume. */
    async catalog(auth: TAuth, requestedBankId: number | undefined) {
      const userId = userIdOf(auth);
      const [rows, authorised, resume] = await Promise.all([
        deps.catalog.banks(),
        deps.bankAccess.isAuthorised(auth),
        userId === null ? null : deps.sessions.latestResumable(userId),
      ]);
      const banks: TBank[] = rows.map((bank) => ({
        id: bank.id,
        code: bank.code,
        name: bank.name,
        description: bank.description,
        isFree: bank.isFree,
        accessible: bank.isFree || authorised,
        isSample: bank.isSample,
        questionCount: bank.questionCount,
      }));
      const bank =
        requestedBankId === undefined
          ? (banks.find((b) => b.accessible) ?? banks[0])
          : banks.find((b) => b.id === requestedBankId);
      if (requestedBankId !== undefined && !bank) throw new AppError(E.bankNotFound);
      const resumeView = resume ? toSessionView(resume) : null;
      if (!bank) return { banks, bankId: null, subjects: [], resume: resumeView };

      // A paid bank's tree is shown to everyone (so they see what it holds); practising it
      // is what needs the authorisation (practice/start answers 5006).
      const [counts, progress] = await Promise.all([
        deps.catalog.objectiveCounts(bank.id),
        userId === null ? [] : deps.catalog.progress(userId, bank.id),
      ]);
      const subjectIds = [...new Set(counts.map((row) => row.subjectId))];
      const [subjects, chapters] = await Promise.all([
        deps.catalog.subjects(subjectIds),
        deps.catalog.chaptersOf(subjectIds),
      ]);
      return {
        banks,
        bankId: bank.id,
        subjects: buildSubjects(subjects, chapters, counts, progress),
        resume: resumeView,
      };
    },

    /** A page of papers with the caller's access, best score and unfinished session. */
    async papers(auth: TAuth, request: TPapersRequest) {
      const userId = userIdOf(auth);
      const [page, authorised] = await Promise.all([
        deps.catalog.listPapers({
          kind: request.kind,
          bankId: request.bankId,
          userId,
          offset: (request.page - 1) * request.pageSize,
          limit: request.pageSize,
        }),
        deps.bankAccess.isAuthorised(auth),
      ]);
      const list: TPaperSummary[] = page.rows.map((row) => ({
        id: row.paper.id,
        kind: row.paper.kind as TPaperKind,
        title: row.paper.title,
        year: row.paper.year,
        bankId: row.paper.bankId,
        bankName: row.bankName,
        accessible: row.bankIsFree || authorised,
        questionCount: row.questionCount,
        totalPoints: row.totalPoints,
        timeLimitMinutes: row.paper.timeLimitMinutes,
        partialCredit: row.paper.partialCredit,
        bestScore: row.bestScore,
        unfinishedSessionId: row.unfinishedSessionId,
      }));
      return { total: page.total, page: request.page, pageSize: request.pageSize, list };
    },
  };
}

export type TCatalogService = ReturnType<typeof createCatalogService>;
