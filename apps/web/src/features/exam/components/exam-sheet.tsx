import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';
import {
  AnswerSheet,
  type TSheetGlyphs,
  type TSheetGroup,
} from '../../../components/question/answer-sheet';
import { isAnswered, type TScreenAnswer } from '../queue/merge-answers';

/** The official exam screen's glyphs. */
const EXAM_GLYPHS: TSheetGlyphs = { unanswered: '*', marked: '?' };

/** The 答题卡's groups: one per section, in paper order, each question answered or not, marked. */
function examSheetGroups(
  questions: readonly TExamQuestion[],
  answers: ReadonlyMap<number, TScreenAnswer>,
): TSheetGroup[] {
  const groups: TSheetGroup[] = [];
  questions.forEach((question, index) => {
    let group = groups.at(-1);
    if (!group || group.title !== question.section) {
      group = { title: question.section, items: [] };
      groups.push(group);
    }
    const answer = answers.get(question.id);
    group.items.push({
      index,
      status: isAnswered(answer) ? 'answered' : 'unanswered',
      marked: answer?.marked ?? false,
    });
  });
  return groups;
}

/** The 答题卡 of the answering screen: `*` unanswered, `?` marked, with a legend. */
export function ExamSheet({
  questions,
  answers,
  current,
  onJump,
}: {
  questions: readonly TExamQuestion[];
  answers: ReadonlyMap<number, TScreenAnswer>;
  current: number;
  onJump: (index: number) => void;
}) {
  return (
    <AnswerSheet
      groups={examSheetGroups(questions, answers)}
      current={current}
      onJump={onJump}
      legend={['unanswered', 'answered']}
      glyphs={EXAM_GLYPHS}
    />
  );
}
