import { Button } from 'antd';
import type { TPracticeAnswer, TQuestion } from '@yzfk/contract/calls/tiku-shapes';
import { QuestionView } from '../../../components/question/question-view';
import { SolutionPanel } from '../../../components/question/solution-panel';
import { statusOf } from '../utils/answer-status';
import { AnswerFeedback } from './answer-feedback';
import { FavoriteStar } from './favorite-star';
import { NoteEditor } from './note-editor';

export type TPracticeQuestionProps = {
  question: TQuestion;
  number: number;
  total: number;
  /** The judged answer, if the question has been answered. */
  given: TPracticeAnswer | undefined;
  chosen: string[];
  locked: boolean;
  judging: boolean;
  /** 背题: the answer and explanation come with the question. */
  isRecite: boolean;
  onPick: (key: string) => void;
  onSend: (keys: string[]) => void;
};

/**
 * One question of a chapter session: the options (提交答案 for multiple choice), 判题中 while the
 * server judges, then the verdict and the explanation; in 背题 the answer from the start. The
 * favourite star and the note come with every question.
 */
export function PracticeQuestion({
  question,
  number,
  total,
  given,
  chosen,
  locked,
  judging,
  isRecite,
  onPick,
  onSend,
}: TPracticeQuestionProps) {
  const status = statusOf(question, given);
  const solution = question.solution;
  const showsAnswer = (isRecite || given !== undefined) && solution !== null;
  return (
    <QuestionView
      question={question}
      number={number}
      total={total}
      marks={{
        chosen: isRecite ? [] : chosen,
        answer: showsAnswer ? (solution?.answer ?? null) : null,
      }}
      disabled={locked}
      onPick={onPick}
      tools={<FavoriteStar questionId={question.id} favorite={question.favorite} />}
    >
      {!locked && question.type !== 'single' ? (
        <div className="tiku-question__submit">
          <Button type="primary" onClick={() => onSend(chosen)}>
            提交答案
          </Button>
          <span className="tiku-muted">按 Enter 提交</span>
        </div>
      ) : null}
      {judging ? (
        <div role="status" className="tiku-muted tiku-question__judging">
          判题中…
        </div>
      ) : null}
      {given && solution && (status === 'right' || status === 'wrong') ? (
        <AnswerFeedback
          isCorrect={status === 'right'}
          chosen={given.chosen}
          answer={solution.answer}
        />
      ) : null}
      {showsAnswer && solution ? (
        <SolutionPanel solution={solution} showsAnswer={given === undefined} />
      ) : null}
      <NoteEditor key={question.id} questionId={question.id} note={question.note} />
    </QuestionView>
  );
}
