import type {
  TPracticeAnswer,
  TPracticeKind,
  TPracticeMode,
  TPracticeSession,
  TPracticeView,
} from '@yzfk/contract/calls/tiku-shapes';
import type { TAnswerRow, TSessionWithNames } from './practice.repository';
import { toQuestionView, type TQuestionNames, type TQuestionRow } from '../question-view';

// What a user sees of a practice session, its answers and its questions. The one rule on
// solutions lives here (mayReveal): 背题 shows them all, 练习 only for answered questions, a
// paper only once submitted.

export type TQuestionWithNames = TQuestionNames & { question: TQuestionRow };

/** The session as a learning record. Accuracy waits for a paper's submit (no checks before). */
export function toSessionView({ session, subjectName }: TSessionWithNames): TPracticeSession {
  const scored = session.mode !== 'exam' || session.finishedAt !== null;
  return {
    id: session.id,
    kind: session.kind as TPracticeKind,
    mode: session.mode as TPracticeMode,
    title: session.title,
    subjectName,
    paperId: session.paperId,
    total: session.questionIds.length,
    position: session.position,
    startedAt: session.startedAt.toISOString(),
    deadline: session.deadline?.toISOString() ?? null,
    finishedAt: session.finishedAt?.toISOString() ?? null,
    answeredCount: session.answeredCount,
    correctCount: session.correctCount,
    accuracy:
      scored && session.answeredCount > 0 ? session.correctCount / session.answeredCount : null,
    score: session.score,
    maxScore: session.maxScore,
  };
}

export function toAnswerView(row: TAnswerRow): TPracticeAnswer {
  return {
    questionId: row.questionId,
    chosen: row.chosen,
    isCorrect: row.isCorrect,
    points: row.points,
    answeredAt: row.answeredAt.toISOString(),
  };
}

/** Whether the user may see a question's answer and explanation in this session now. */
export function mayReveal(
  session: { mode: string; finishedAt: Date | null },
  isAnswered: boolean,
): boolean {
  if (session.mode === 'recite') return true;
  if (session.mode === 'exam') return session.finishedAt !== null;
  return isAnswered;
}

export type TViewParts = {
  session: TSessionWithNames;
  questions: TQuestionWithNames[];
  answers: TAnswerRow[];
  favorites: Set<number>;
  notes: Map<number, string>;
  /** The paper section of each question, in a paper session. */
  sections: Map<number, string>;
};

/** The session with its questions in the session's order and the answers given. */
export function toPracticeView(parts: TViewParts): TPracticeView {
  const { session } = parts.session;
  const byId = new Map(parts.questions.map((row) => [row.question.id, row]));
  const answered = new Set(parts.answers.map((answer) => answer.questionId));
  const questions = session.questionIds.flatMap((id, index) => {
    // A question deleted since the session started is left out rather than failing the view.
    const row = byId.get(id);
    if (!row) return [];
    return [
      toQuestionView(row.question, row, {
        points: session.questionPoints[index],
        section: parts.sections.get(id) ?? null,
        favorite: parts.favorites.has(id),
        note: parts.notes.get(id) ?? null,
        reveal: mayReveal(session, answered.has(id)),
      }),
    ];
  });
  return {
    session: toSessionView(parts.session),
    questions,
    answers: parts.answers.map(toAnswerView),
  };
}
