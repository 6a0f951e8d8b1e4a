import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Progress, Tag } from 'antd';
import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAnswerKeys } from '../../../hooks/use-answer-keys';
import { ApiError, ERROR_CODE } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { useAnswerPractice } from '../api/answer-practice';
import { getPracticeQueryOptions } from '../api/get-practice';
import { useSavePracticePosition } from '../api/save-practice-position';
import { useStartPractice } from '../api/start-practice';
import { useSubmitPractice } from '../api/submit-practice';
import { answersById, statusOf } from '../utils/answer-status';
import { percentText } from '../../../components/question/answer-text';
import { sessionKindText } from '../utils/tiku-format';
import { practicePath } from '../utils/tiku-paths';
import { AnswerFeedback } from './answer-feedback';
import { AnswerSheet } from '../../../components/question/answer-sheet';
import { FavoriteStar } from './favorite-star';
import { NoteEditor } from './note-editor';
import { PracticeFinish } from './practice-finish';
import { QuestionView } from '../../../components/question/question-view';
import { SolutionPanel } from '../../../components/question/solution-panel';

/** Codes after which the page's copy of the session is out of date and is fetched again. */
const STALE_SESSION_CODES = new Set<number>([
  ERROR_CODE.questionNotInSession,
  ERROR_CODE.sessionFinished,
]);
const POSITION_SAVE_DELAY_MS = 400;

/**
 * One chapter (mistakes, favourites) session, a question at a time. 练习: single choice is
 * answered on click, multiple choice with 提交答案; the answer and explanation appear once the
 * server has judged. 背题: answer and explanation shown with the question. The position is saved
 * as the user moves; 结束练习 submits the session and shows the finish screen.
 */
export function PracticeRunner({ view, startIndex }: { view: TPracticeView; startIndex: number }) {
  const { message } = useFeedback();
  const { session, questions } = view;
  const last = Math.max(0, questions.length - 1);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), last));
  const [selection, setSelection] = useState<Record<number, string[]>>({});
  const [reviewing, setReviewing] = useState(false);
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const answer = useAnswerPractice(session.id);
  const submit = useSubmitPractice(session.id);
  const redo = useStartPractice();
  const { mutate: savePosition } = useSavePracticePosition(session.id);

  const finished = session.finishedAt !== null;
  const isRecite = session.mode === 'recite';
  const answers = answersById(view.answers);

  // Save the position a moment after the user settles on a question.
  const savedPosition = useRef(session.position);
  useEffect(() => {
    if (finished || index === savedPosition.current) return;
    const timer = setTimeout(() => {
      savedPosition.current = index;
      savePosition(index);
    }, POSITION_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [index, finished, savePosition]);

  const question = questions[index];
  const given = question ? answers.get(question.id) : undefined;
  const locked = isRecite || finished || given !== undefined || answer.isPending;
  const chosen = given?.chosen ?? (question ? selection[question.id] : undefined) ?? [];

  const go = (next: number) => {
    const target = Math.min(Math.max(0, next), last);
    setIndex(target);
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('q', String(target + 1));
        return next;
      },
      { replace: true },
    );
  };

  const send = (keys: string[]) => {
    if (!question) return;
    if (keys.length === 0) {
      void message.warning('请选择答案');
      return;
    }
    answer.mutate(
      { questionId: question.id, chosen: keys },
      {
        onError: (error) => {
          if (error instanceof ApiError && STALE_SESSION_CODES.has(error.code)) {
            void queryClient.invalidateQueries({
              queryKey: getPracticeQueryOptions(session.id).queryKey,
            });
          }
        },
      },
    );
  };

  const pick = (key: string) => {
    if (!question || locked || !question.options.some((option) => option.key === key)) return;
    if (question.type === 'single') {
      setSelection((current) => ({ ...current, [question.id]: [key] }));
      send([key]);
      return;
    }
    const next = chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key];
    setSelection((current) => ({ ...current, [question.id]: next }));
  };

  useAnswerKeys(
    {
      onLetter: pick,
      onEnter: () => {
        if (!locked && question?.type !== 'single') send(chosen);
        else if (given !== undefined || isRecite) go(index + 1);
      },
      onPrev: () => go(index - 1),
      onNext: () => go(index + 1),
    },
    !finished || reviewing,
  );

  const finish = () => submit.mutate();
  const unanswered = questions.filter((q) => !answers.has(q.id)).length;

  if (finished && !reviewing) {
    return (
      <div className="tiku-page">
        <PracticeFinish
          session={session}
          onReview={() => setReviewing(true)}
          redoing={redo.isPending}
          onRedoMistakes={() =>
            redo.mutate(
              { kind: 'mistakes', count: 20 },
              { onSuccess: ({ session: next }) => void navigate(practicePath(next)) },
            )
          }
        />
      </div>
    );
  }

  if (!question) {
    return <p className="tiku-page tiku-muted">本次练习没有试题。</p>;
  }
  const status = statusOf(question, given);
  const solution = question.solution;
  const showsAnswer = (isRecite || given !== undefined) && solution !== null;

  const done = session.total > 0 ? Math.round((session.answeredCount / session.total) * 100) : 0;
  return (
    <div className="tiku-page tiku-practice">
      <header className="tiku-practice__bar">
        <h1 className="tiku-practice__title">{session.title}</h1>
        <Tag color={isRecite ? 'gold' : 'blue'}>{sessionKindText(session.kind, session.mode)}</Tag>
        {isRecite ? null : (
          <span className="tiku-practice__stats">
            已答 {session.answeredCount}/{session.total} · 答对 {session.correctCount} · 正确率{' '}
            {percentText(session.accuracy)}
          </span>
        )}
        <Progress
          percent={done}
          size="small"
          showInfo={false}
          className="tiku-practice__progress"
        />
      </header>
      <div className="tiku-practice__body">
        <div className="tiku-practice__main">
          <QuestionView
            question={question}
            number={index + 1}
            total={questions.length}
            marks={{
              chosen: isRecite ? [] : chosen,
              answer: showsAnswer ? (solution?.answer ?? null) : null,
            }}
            disabled={locked}
            onPick={pick}
            tools={<FavoriteStar questionId={question.id} favorite={question.favorite} />}
          >
            {!locked && question.type !== 'single' ? (
              <div className="tiku-question__submit">
                <Button type="primary" onClick={() => send(chosen)}>
                  提交答案
                </Button>
                <span className="tiku-muted">按 Enter 提交</span>
              </div>
            ) : null}
            {answer.isPending ? (
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
          <nav className="tiku-practice__nav" aria-label="题目切换">
            <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => go(index - 1)}>
              上一题
            </Button>
            {index < last ? (
              <Button
                type={given || isRecite || finished ? 'primary' : 'default'}
                onClick={() => go(index + 1)}
              >
                下一题 <RightOutlined />
              </Button>
            ) : finished ? (
              <Button type="primary" onClick={() => setReviewing(false)}>
                返回成绩
              </Button>
            ) : null}
            {finished ? null : unanswered > 0 && !isRecite ? (
              <Popconfirm
                title={`还有 ${unanswered} 题未作答，确定结束练习吗？`}
                okText="结束练习"
                cancelText="继续作答"
                onConfirm={finish}
              >
                <Button loading={submit.isPending}>结束练习</Button>
              </Popconfirm>
            ) : (
              <Button type="primary" loading={submit.isPending} onClick={finish}>
                {isRecite ? '完成背题' : '完成练习'}
              </Button>
            )}
          </nav>
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
