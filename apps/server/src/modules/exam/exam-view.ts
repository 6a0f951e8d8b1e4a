import type {
  TAttemptSummary,
  TAttemptStatus,
  TExamAccess,
  TExamAnswer,
  TExamPaper,
  TExamQuestion,
  TExamRegistration,
  TExamStartMode,
  TExamSummary,
  TExamVariant,
} from '@yzfk/contract/calls/exam-shapes';
import { subQuestionPoints } from '../../platform/scoring/subjective-scoring';
import type { TFrozenQuestion } from './exam.schema';
import type { TAnswerRow, TAttemptRow } from './attempt.repository';
import type { TExamPaperRow, TExamRow, TRegistrationRow } from './exam.repository';
import { examState, isRegistrationOpen } from './exam-rules';

// What leaves the server about exams: presenters from rows to the contract's shapes. Answers,
// explanations and the 证件号码's hash never appear here; the report adds the solutions.

export function toPaperView(paper: TExamPaperRow): TExamPaper {
  return {
    id: paper.id,
    ordinal: paper.ordinal,
    title: paper.title,
    durationMinutes: paper.durationMinutes,
    questionCount: paper.questions.length,
    maxScore: paper.maxScore,
    sections: paper.sections,
  };
}

export function toRegistration(registration: TRegistrationRow): TExamRegistration {
  return {
    ticketNo: registration.ticketNo,
    realName: registration.realName,
    idNumberMasked: registration.idNumberMasked,
    registeredAt: registration.createdAt.toISOString(),
  };
}

export function toCandidate(registration: TRegistrationRow) {
  return {
    realName: registration.realName,
    ticketNo: registration.ticketNo,
    idNumberMasked: registration.idNumberMasked,
  };
}

export function toAttemptSummary(
  attempt: TAttemptRow,
  paper: Pick<TExamPaperRow, 'title' | 'maxScore'>,
): TAttemptSummary {
  return {
    id: attempt.id,
    examId: attempt.examId,
    paperId: attempt.paperId,
    paperTitle: paper.title,
    status: attempt.status as TAttemptStatus,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    score: attempt.score,
    maxScore: paper.maxScore,
  };
}

export function toExamSummary(
  exam: TExamRow,
  papers: TExamPaperRow[],
  now: Date,
  caller: {
    accessible: boolean;
    candidateCount: number;
    registration: TRegistrationRow | null;
    attempts: TAttemptRow[];
  },
): TExamSummary {
  const byId = new Map(papers.map((paper) => [paper.id, paper]));
  return {
    id: exam.id,
    title: exam.title,
    variant: exam.variant as TExamVariant,
    startMode: exam.startMode as TExamStartMode,
    state: examState(toClock(exam), now),
    access: exam.access as TExamAccess,
    accessible: caller.accessible,
    description: exam.description,
    registrationOpensAt: exam.registrationOpensAt.toISOString(),
    registrationClosesAt: exam.registrationClosesAt.toISOString(),
    registrationOpen: isRegistrationOpen(toClock(exam), now),
    startsAt: exam.startsAt.toISOString(),
    endsAt: exam.endsAt.toISOString(),
    lateEntryMinutes: exam.lateEntryMinutes,
    submitOpensMinutesBeforeEnd: exam.submitOpensMinutesBeforeEnd,
    papers: papers.map(toPaperView),
    candidateCount: caller.candidateCount,
    registration: caller.registration ? toRegistration(caller.registration) : null,
    attempts: caller.attempts.flatMap((attempt) => {
      const paper = byId.get(attempt.paperId);
      return paper ? [toAttemptSummary(attempt, paper)] : [];
    }),
  };
}

/** The clock fields of an exam row, typed for exam-rules.ts. */
export function toClock(exam: TExamRow) {
  return { ...exam, startMode: exam.startMode as TExamStartMode };
}

/**
 * What the exam screen and the report both show of a question. A case question (主观题) has no
 * stem of its own: its stem is the material its sub-questions ask about.
 */
export function questionFace(question: TFrozenQuestion) {
  const subjective = question.type === 'subjective';
  return {
    id: question.id,
    number: question.number,
    type: question.type,
    section: question.section,
    points: question.points,
    stemHtml: subjective ? '' : question.stemHtml,
    options: question.options,
    materialHtml: subjective ? question.stemHtml : null,
  };
}

/** A question as the exam screen shows it: no answer, no explanation, no reference. */
export function toExamQuestion(question: TFrozenQuestion): TExamQuestion {
  return {
    ...questionFace(question),
    subQuestions: question.subQuestions.map((sub) => ({
      stemHtml: sub.stemHtml,
      points: subQuestionPoints(sub),
    })),
  };
}

export function toAnswer(row: TAnswerRow): TExamAnswer {
  return {
    questionId: row.questionId,
    chosen: row.chosen,
    texts: row.texts,
    marked: row.marked,
    seq: row.seq,
    savedAt: row.savedAt.toISOString(),
  };
}
