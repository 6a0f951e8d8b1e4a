import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';
import type { TQuestion } from '@yzfk/contract/calls/tiku-shapes';

type TExamQuestionCore = Pick<
  TExamQuestion,
  'id' | 'type' | 'stemHtml' | 'options' | 'section' | 'points'
>;

/** What a place knows beyond the paper: the subject and source, and in a report the solution. */
type TKnown = Partial<Pick<TQuestion, 'subjectName' | 'source' | 'solution'>>;

/**
 * An exam's question as the shared question components take it (QuestionView, paper sections):
 * no chapter, difficulty or tags, and nothing personal (favourite, note), which an exam never
 * shows; `known` fills in what the answering screen lacks and a report has.
 */
export function examQuestionView(question: TExamQuestionCore, known: TKnown = {}): TQuestion {
  return {
    id: question.id,
    type: question.type,
    subjectName: '',
    chapterName: null,
    stemHtml: question.stemHtml,
    options: question.options,
    section: question.section,
    points: question.points,
    difficulty: null,
    tags: [],
    source: { year: null, paper: null, number: null },
    favorite: false,
    note: null,
    solution: null,
    ...known,
  };
}
