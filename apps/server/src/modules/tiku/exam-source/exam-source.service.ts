import type { TDb } from '../../../platform/db/database';
import { createExamSourceRepository } from './exam-source.repository';
import { defaultPoints, questionSource, type TQuestionRow } from '../question-view';
import { maxScoreOf } from '../../../platform/scoring/subjective-scoring';

// What the mock exams copy from the question bank when an exam is created (the exam keeps its
// own frozen copy, so later edits here never change it), and the lookups of the demo seed.

/** A question as an exam freezes it: everything the screens and the report show. */
export type TExamSourceQuestion = {
  id: number;
  type: 'single' | 'multiple' | 'indefinite' | 'subjective';
  section: string;
  points: number;
  subjectName: string;
  stemHtml: string;
  options: { key: string; html: string }[];
  answer: string[];
  explanationHtml: string | null;
  lawRefs: TQuestionRow['lawRefs'];
  source: { year: number | null; paper: string | null; number: number | null };
  subQuestions: TQuestionRow['subQuestions'];
};

/** The section a question goes to when an exam lists questions by id. */
const SECTION_BY_TYPE: Record<string, string> = {
  single: '一、单项选择题',
  multiple: '二、多项选择题',
  indefinite: '三、不定项选择题',
  subjective: '案例分析题',
};

function toSource(
  row: { question: TQuestionRow; subjectName: string },
  placement: { section: string; points: number },
): TExamSourceQuestion {
  const { question } = row;
  return {
    id: question.id,
    type: question.type as TExamSourceQuestion['type'],
    section: placement.section,
    points: placement.points,
    subjectName: row.subjectName,
    stemHtml: question.stemHtml,
    options: question.options,
    answer: question.answer,
    explanationHtml: question.explanationHtml,
    lawRefs: question.lawRefs,
    source: questionSource(question),
    subQuestions: question.subQuestions,
  };
}

/** A subjective question is worth its scoring points; an objective one its default points. */
function pointsOf(question: TQuestionRow): number {
  return question.type === 'subjective'
    ? maxScoreOf(question.subQuestions)
    : defaultPoints(question.type);
}

/** Copies of questions and papers for mock exams. */
export function createExamSourceService(db: TDb) {
  const repository = createExamSourceRepository(db);
  return {
    /** A bank paper with every question (subjective ones too); null when there is none. */
    async paper(paperId: number) {
      const paper = await repository.findPaper(paperId);
      if (!paper) return null;
      const rows = await repository.paperQuestions(paperId);
      return {
        title: paper.title,
        timeLimitMinutes: paper.timeLimitMinutes,
        partialCredit: paper.partialCredit,
        questions: rows.map((row) =>
          toSource(row, {
            section: row.section,
            points: row.question.type === 'subjective' ? pointsOf(row.question) : row.points,
          }),
        ),
      };
    },

    /** Questions in the order given; `missing` lists the ids not found. */
    async questions(ids: number[]) {
      const rows = await repository.questions(ids);
      const byId = new Map(rows.map((row) => [row.question.id, row]));
      const found: TExamSourceQuestion[] = [];
      const missing: number[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) missing.push(id);
        else {
          const section = SECTION_BY_TYPE[row.question.type] ?? '试题';
          found.push(toSource(row, { section, points: pointsOf(row.question) }));
        }
      }
      return { found, missing };
    },

    /** Question ids by external id (the demo seed finds its sample questions by them). */
    async questionIds(externalIds: string[]): Promise<Map<string, number>> {
      const rows = await repository.questionIdsByExternalIds(externalIds);
      return new Map(rows.map((row) => [row.externalId, row.id]));
    },

    paperId: (externalId: string) => repository.paperIdByExternalId(externalId),
  };
}

export type TExamSourceService = ReturnType<typeof createExamSourceService>;
