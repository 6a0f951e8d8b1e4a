import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../http/app-error';

// The self-grading rule of subjective practice: the user ticks the scoring points (采分点) their
// answer achieved; the score is the sum of the ticked points. No partial points per scoring
// point, as in the exam's marking schemes.

type TScoredSubQuestion = { scoringPoints: { points: number }[] };

/** The points a sub-question is worth: the sum of its scoring points. */
export function subQuestionPoints(subQuestion: TScoredSubQuestion): number {
  return subQuestion.scoringPoints.reduce((sum, point) => sum + point.points, 0);
}

/** The points a whole subjective question is worth. */
export function maxScoreOf(subQuestions: TScoredSubQuestion[]): number {
  return subQuestions.reduce((sum, sub) => sum + subQuestionPoints(sub), 0);
}

/**
 * Checks the ticked indexes against the question and scores them. One array per sub-question
 * (4712), every index an existing scoring point (4711); a point ticked twice counts once.
 * Answers the indexes sorted and de-duplicated, as they are stored.
 */
export function gradeSubjective(
  subQuestions: TScoredSubQuestion[],
  achieved: number[][],
): { achieved: number[][]; score: number } {
  if (achieved.length !== subQuestions.length) {
    throw new AppError(
      E.answerCountMismatch,
      `评分的小题数量与本题不一致（本题有 ${subQuestions.length} 问）`,
    );
  }
  let score = 0;
  const normalised = subQuestions.map((sub, subIndex) => {
    const ticked = [...new Set(achieved[subIndex] ?? [])].sort((a, b) => a - b);
    for (const index of ticked) {
      const point = sub.scoringPoints[index];
      if (!point) {
        throw new AppError(
          E.scoringPointInvalid,
          `所选采分点不存在（第 ${subIndex + 1} 问只有 ${sub.scoringPoints.length} 个采分点）`,
        );
      }
      score += point.points;
    }
    return ticked;
  });
  return { achieved: normalised, score };
}
