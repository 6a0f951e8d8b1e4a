import type { TPracticeRepositories } from './practice-repositories';
import type { TCheckedAnswer } from './practice-results.repository';
import { afterRightAnswer, afterWrongAnswer } from '../personal/review-schedule';

/**
 * Records checked answers of a user: the per-question statistics (progress and accuracy) and
 * the wrong-answer book. A wrong answer enters the book (or goes back to stage 0) with the
 * options chosen; a right one moves a question of the book on by the review schedule. Called
 * inside the transaction that stores the answers, so the three never disagree.
 */
export async function recordCheckedAnswers(
  repositories: TPracticeRepositories,
  userId: number,
  answers: TCheckedAnswer[],
  at: Date,
): Promise<void> {
  const { results, mistakes } = repositories;
  // One order of row locks for every writer, so two sessions of a user cannot deadlock.
  const sorted = [...answers].sort((a, b) => a.questionId - b.questionId);
  await results.addToStats(userId, sorted, at);
  const wrong = sorted.filter((answer) => !answer.isCorrect);
  await mistakes.addMistakes(userId, wrong, afterWrongAnswer(at), at);
  const right = sorted.filter((answer) => answer.isCorrect).map((answer) => answer.questionId);
  for (const mistake of await mistakes.lockMistakes(userId, right)) {
    const outcome = afterRightAnswer(mistake, at);
    if (outcome.action === 'remove') await mistakes.deleteMistake(userId, mistake.questionId);
    if (outcome.action === 'keep') {
      await mistakes.setMistakeStage(userId, mistake.questionId, outcome.state);
    }
  }
}
