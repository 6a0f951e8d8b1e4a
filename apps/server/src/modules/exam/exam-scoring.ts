import { gradeSubjective } from '../../platform/scoring/subjective-scoring';
import { normaliseChoice, scorePaper } from '../../platform/scoring/scoring';
import type { TFrozenQuestion } from './exam.schema';

// Scoring an attempt from its frozen paper and stored answers, with the question bank's rules
// (platform/scoring/: scoring.ts for objective papers, subjective-scoring.ts for self-grading).

export type TStoredAnswer = {
  questionId: number;
  chosen: string[];
  texts: string[];
  achieved: number[][] | null;
};

export type TQuestionResult = { isCorrect: boolean; earned: number; answered: boolean };

export type TAttemptScore = {
  results: Map<number, TQuestionResult>;
  /** Null for 主观题 until a question is self-graded. */
  score: number | null;
  /** Every question counted: objective papers at once, subjective ones when all are graded. */
  scored: boolean;
};

/** Whether an answer says anything: letters chosen, or some text typed. */
export function isAnswered(answer: Pick<TStoredAnswer, 'chosen' | 'texts'> | undefined): boolean {
  if (!answer) return false;
  return answer.chosen.length > 0 || answer.texts.some((text) => text.trim().length > 0);
}

/** Scores an attempt: objective questions by the paper's rules, subjective by their grades. */
export function scoreAttempt(
  questions: readonly TFrozenQuestion[],
  answers: readonly TStoredAnswer[],
  partialCredit: boolean,
): TAttemptScore {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const objective = questions.filter((question) => question.type !== 'subjective');
  const subjective = questions.filter((question) => question.type === 'subjective');
  const results = new Map<number, TQuestionResult>();

  const paper = scorePaper(
    objective.map((question) => ({
      type: question.type,
      answer: question.answer,
      chosen: byQuestion.get(question.id)?.chosen ?? null,
      points: question.points,
      partialCredit,
    })),
  );
  objective.forEach((question, index) => {
    const score = paper.scores[index] ?? { isCorrect: false, points: 0 };
    const answered = isAnswered(byQuestion.get(question.id));
    results.set(question.id, { isCorrect: score.isCorrect, earned: score.points, answered });
  });

  let graded = 0;
  let subjectiveScore = 0;
  for (const question of subjective) {
    const answer = byQuestion.get(question.id);
    const achieved = answer?.achieved ?? null;
    const earned = achieved ? gradeSubjective(question.subQuestions, achieved).score : 0;
    if (achieved) graded++;
    subjectiveScore += earned;
    results.set(question.id, {
      isCorrect: achieved !== null && earned === question.points,
      earned,
      answered: isAnswered(answer),
    });
  }
  const hasGrades = subjective.length === 0 || graded > 0;
  return {
    results,
    score: hasGrades ? paper.total + subjectiveScore : null,
    scored: graded === subjective.length,
  };
}

/** The letters of an answer as stored and compared (sorted, no repeats). */
export const storedChoice = normaliseChoice;
