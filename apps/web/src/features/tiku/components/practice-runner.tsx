import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { useState } from 'react';
import { AnswerSheet } from '../../../components/question/answer-sheet';
import { useSavePracticePosition } from '../api/save-practice-position';
import { usePracticeAnswer } from '../hooks/use-practice-answer';
import { usePracticeFinish } from '../hooks/use-practice-finish';
import { usePracticeKeys } from '../hooks/use-practice-keys';
import { usePracticePosition } from '../hooks/use-practice-position';
import { answersById, statusOf } from '../utils/answer-status';
import { PracticeBar } from './practice-bar';
import { PracticeFinish } from './practice-finish';
import { PracticeNav } from './practice-nav';
import { PracticeQuestion } from './practice-question';

/**
 * One chapter (mistakes, favourites) session, a question at a time. 练习: single choice is
 * answered on click, multiple choice with 提交答案; the answer and explanation appear once the
 * server has judged. 背题: answer and explanation shown with the question. The position is saved
 * as the user moves; 结束练习 submits the session and shows the finish screen. The rules are in
 * the hooks it wires together: the position, the answer, the keys and the finish.
 */
export function PracticeRunner({ view, startIndex }: { view: TPracticeView; startIndex: number }) {
  const { session, questions } = view;
  const [reviewing, setReviewing] = useState(false);
  const finished = session.finishedAt !== null;
  const isRecite = session.mode === 'recite';
  const answers = answersById(view.answers);
  const last = Math.max(0, questions.length - 1);

  const { mutate: savePosition } = useSavePracticePosition(session.id);
  const { index, go } = usePracticePosition({
    start: startIndex,
    count: questions.length,
    saved: session.position,
    finished,
    save: savePosition,
  });
  const question = questions[index];
  const given = question ? answers.get(question.id) : undefined;
  const answering = usePracticeAnswer({
    sessionId: session.id,
    question,
    given,
    readOnly: isRecite || finished,
  });
  const end = usePracticeFinish(session.id);
  usePracticeKeys({
    question,
    index,
    chosen: answering.chosen,
    locked: answering.locked,
    done: given !== undefined || isRecite,
    pick: answering.pick,
    send: answering.send,
    go,
    enabled: !finished || reviewing,
  });

  if (finished && !reviewing) {
    return (
      <div className="tiku-page">
        <PracticeFinish
          session={session}
          onReview={() => setReviewing(true)}
          redoing={end.redoing}
          onRedoMistakes={end.redoMistakes}
        />
      </div>
    );
  }

  if (!question) {
    return <p className="tiku-page tiku-muted">本次练习没有试题。</p>;
  }
  return (
    <div className="tiku-page tiku-practice">
      <PracticeBar session={session} />
      <div className="tiku-practice__body">
        <div className="tiku-practice__main">
          <PracticeQuestion
            question={question}
            number={index + 1}
            total={questions.length}
            given={given}
            isRecite={isRecite}
            chosen={answering.chosen}
            locked={answering.locked}
            judging={answering.judging}
            onPick={answering.pick}
            onSend={answering.send}
          />
          <PracticeNav
            index={index}
            last={last}
            answered={given !== undefined}
            isRecite={isRecite}
            finished={finished}
            unanswered={questions.filter((q) => !answers.has(q.id)).length}
            finishing={end.finishing}
            onGo={go}
            onFinish={end.finish}
            onBackToResult={() => setReviewing(false)}
          />
        </div>
        <aside className="tiku-practice__side">
          <AnswerSheet
            groups={[
              {
                items: questions.map((q, i) => ({
                  index: i,
                  status: statusOf(q, answers.get(q.id)),
                })),
              },
            ]}
            current={index}
            onJump={go}
          />
          <p className="tiku-keys-hint">快捷键：A–D 选择选项，Enter 提交，← → 切换题目</p>
        </aside>
      </div>
    </div>
  );
}
