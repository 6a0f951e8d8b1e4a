import type { z } from 'zod';
import { EXAM_DEFAULTS } from '@yzfk/contract/calls/exam-shapes';
import type { createExamCall } from '@yzfk/contract/calls/exam-admin';
import { INVALID_INPUT_MESSAGE } from '@yzfk/contract/constants';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { richTextFromInput } from '../../platform/html/sanitize-html';
import type { TExamSourceQuestion } from '../tiku/exam-source/exam-source.service';
import type { TFrozenQuestion, TFrozenSection } from './exam.schema';
import type { TExamPaperRow, TExamRow } from './exam.repository';
import type { TExamDeps } from './exam-context';
import { fixedEndsAt } from './exam-rules';
import { DEFAULT_NOTICE_HTML } from './exam-texts';

// Creating an exam (operators, and the demo seed): its papers' questions are copied from the
// question bank now, with sections and points, so later edits there never change the exam.

export type TCreateExamRequest = z.output<typeof createExamCall.request>;

const invalid = (reason: string) =>
  new AppError(E.invalidParams, `${INVALID_INPUT_MESSAGE}（${reason}）`);

/** Consecutive questions of one section title make one section of the screen. */
function sectionsOf(questions: TFrozenQuestion[]): TFrozenSection[] {
  const sections: TFrozenSection[] = [];
  for (const question of questions) {
    const last = sections.at(-1);
    if (last && last.title === question.section) last.count++;
    else {
      sections.push({
        title: question.section,
        type: question.type,
        count: 1,
        pointsEach: question.points,
      });
    }
  }
  return sections;
}

function freeze(questions: TExamSourceQuestion[]): TFrozenQuestion[] {
  return questions.map((question, index) => ({ ...question, number: index + 1 }));
}

type TPaperDraft = {
  title: string;
  durationMinutes: number;
  partialCredit: boolean;
  questions: TFrozenQuestion[];
};

/** The papers of a request, copied from the bank (4707, 4701, 4710 and variant checks). */
async function draftPapers(deps: TExamDeps, request: TCreateExamRequest): Promise<TPaperDraft[]> {
  const drafts: TPaperDraft[] = [];
  for (const [index, paper] of request.papers.entries()) {
    let copied: TExamSourceQuestion[];
    let partialCredit = false;
    if (paper.sourcePaperId !== undefined) {
      const source = await deps.source.paper(paper.sourcePaperId);
      if (!source) throw new AppError(E.paperNotFound, `试卷 ${paper.sourcePaperId} 不存在`);
      copied = source.questions;
      partialCredit = source.partialCredit;
    } else {
      const { found, missing } = await deps.source.questions(paper.questionIds ?? []);
      if (missing.length > 0)
        throw new AppError(E.questionNotFound, `试题 ${missing.join('、')} 不存在`);
      copied = found;
    }
    if (copied.length === 0) throw new AppError(E.noQuestions, `第 ${index + 1} 份试卷没有试题`);
    if (new Set(copied.map((q) => q.id)).size !== copied.length) {
      throw invalid(`papers.${index}：试卷中有重复的试题`);
    }
    const subjective = copied.filter((q) => q.type === 'subjective').length;
    if (request.variant === 'obt' && subjective > 0) {
      throw invalid(`papers.${index}：客观题考试不能包含主观题`);
    }
    if (request.variant === 'subt' && subjective !== copied.length) {
      throw invalid(`papers.${index}：主观题考试只能包含主观题`);
    }
    drafts.push({
      title: paper.title,
      durationMinutes: paper.durationMinutes,
      partialCredit,
      questions: freeze(copied),
    });
  }
  return drafts;
}

/** The exam's times with their defaults (decision 0015); 4000 when they do not fit. */
function timesOf(request: TCreateExamRequest, papers: TPaperDraft[], now: Date) {
  const startsAt = new Date(request.startsAt);
  const clocks = papers.map((paper) => ({ ...paper, gapMinutesBefore: 0 }));
  let endsAt: Date;
  if (request.startMode === 'fixed') {
    const papersEnd = fixedEndsAt(startsAt, clocks);
    endsAt = request.endsAt ? new Date(request.endsAt) : papersEnd;
    if (endsAt < papersEnd) throw invalid('endsAt：结束时间早于最后一科考试结束的时间');
  } else {
    if (!request.endsAt) throw invalid('endsAt：随到随考须给出结束时间');
    endsAt = new Date(request.endsAt);
    if (endsAt <= startsAt) throw invalid('endsAt：结束时间须晚于开始时间');
  }
  const registrationOpensAt = request.registrationOpensAt
    ? new Date(request.registrationOpensAt)
    : now;
  const registrationClosesAt = request.registrationClosesAt
    ? new Date(request.registrationClosesAt)
    : request.startMode === 'fixed'
      ? startsAt
      : endsAt;
  if (registrationClosesAt <= registrationOpensAt) {
    throw invalid('registrationClosesAt：报名截止时间须晚于报名开始时间');
  }
  return { startsAt, endsAt, registrationOpensAt, registrationClosesAt };
}

/** Creates and publishes an exam with frozen copies of its papers. */
export async function createExam(
  deps: TExamDeps,
  request: TCreateExamRequest,
  options: { seedKey?: string } = {},
): Promise<{ exam: TExamRow; papers: TExamPaperRow[] }> {
  if (request.access === 'organisation' && request.organisationId === undefined) {
    throw invalid('organisationId：仅限机构参加的考试须给出机构编号');
  }
  const drafts = await draftPapers(deps, request);
  const times = timesOf(request, drafts, deps.now());
  return deps.store.transaction(async (repositories) => {
    const exam = await repositories.exams.insertExam({
      title: request.title,
      variant: request.variant,
      startMode: request.startMode,
      access: request.access,
      organisationId: request.access === 'organisation' ? (request.organisationId ?? null) : null,
      description: request.description,
      noticeHtml: request.noticeHtml ? richTextFromInput(request.noticeHtml) : DEFAULT_NOTICE_HTML,
      ...times,
      lateEntryMinutes: request.lateEntryMinutes ?? EXAM_DEFAULTS.lateEntryMinutes,
      submitOpensMinutesBeforeEnd:
        request.submitOpensMinutesBeforeEnd === undefined
          ? EXAM_DEFAULTS.submitOpensMinutesBeforeEnd
          : request.submitOpensMinutesBeforeEnd,
      seedKey: options.seedKey ?? null,
    });
    await repositories.exams.insertPapers(
      drafts.map((draft, index) => ({
        examId: exam.id,
        ordinal: index + 1,
        title: draft.title,
        durationMinutes: draft.durationMinutes,
        partialCredit: draft.partialCredit,
        sections: sectionsOf(draft.questions),
        questions: draft.questions,
        maxScore: draft.questions.reduce((sum, question) => sum + question.points, 0),
      })),
    );
    return { exam, papers: await repositories.exams.papersOf([exam.id]) };
  });
}
