import { Button, Modal } from 'antd';
import type { TPracticeView } from '@yzfk/contract/calls/tiku-shapes';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { E } from '@yzfk/contract/error-codes';
import { ApiError } from '../../../lib/api-error';
import { useFeedback } from '../../../lib/use-feedback';
import { getPracticeQueryOptions } from '../api/get-practice';
import { useSubmitPractice } from '../api/submit-practice';
import { usePaperAnswers } from '../hooks/use-paper-answers';
import { AnswerSheet } from '../../../components/question/answer-sheet';
import { Countdown } from '../../../components/question/countdown';
import { PaperSection } from '../../../components/question/paper-section';
import {
  paperSections,
  scrollToQuestion,
  sheetGroups,
} from '../../../components/question/paper-sections';
import { QuestionView } from '../../../components/question/question-view';
import { FavoriteStar } from './favorite-star';

/**
 * An open paper: every question by section, answers saved as chosen (changeable until 交卷),
 * the answer sheet, and for a timed paper the countdown that hands the paper in at 0.
 * 交卷 asks first, saying how many questions are still unanswered.
 */
export function PaperRunner({ view }: { view: TPracticeView }) {
  const { message } = useFeedback();
  const { session, questions } = view;
  const queryClient = useQueryClient();
  const submit = useSubmitPractice(session.id);
  const [confirming, setConfirming] = useState(false);
  const handingIn = useRef(false);

  const handIn = async (automatic: boolean) => {
    if (handingIn.current) return;
    handingIn.current = true;
    setConfirming(false);
    try {
      await answers.flush();
      await submit.mutateAsync();
      if (automatic) void message.info('考试时间到，已自动交卷');
    } catch (error) {
      // The client has shown the error; the user may try 交卷 again. Handed in elsewhere
      // (another tab): show the result.
      if (error instanceof ApiError && error.code === E.sessionFinished) {
        void queryClient.invalidateQueries({
          queryKey: getPracticeQueryOptions(session.id).queryKey,
        });
      }
    } finally {
      handingIn.current = false;
    }
  };

  const answers = usePaperAnswers(session.id, view.answers, (error) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === E.timeUp) void handIn(true);
    if (error.code === E.sessionFinished) {
      void queryClient.invalidateQueries({
        queryKey: getPracticeQueryOptions(session.id).queryKey,
      });
    }
  });

  const sections = paperSections(questions);
  const answeredCount = questions.filter((q) => (answers.selected[q.id] ?? []).length > 0).length;
  const unanswered = questions.length - answeredCount;

  return (
    <div className="tiku-page tiku-paper-run">
      <header className="tiku-practice__bar tiku-paper-run__bar">
        <h1 className="tiku-practice__title">{session.title}</h1>
        <span className="tiku-practice__stats">
          已答 {answeredCount}/{questions.length} · 满分 {session.maxScore} 分
        </span>
        {session.deadline ? (
          <Countdown deadline={session.deadline} onExpire={() => void handIn(true)} />
        ) : null}
        <Button type="primary" loading={submit.isPending} onClick={() => setConfirming(true)}>
          交卷
        </Button>
      </header>
      <div className="tiku-practice__body">
        <div className="tiku-practice__main">
          {sections.map((section) => (
            <PaperSection
              key={section.key}
              section={section}
              renderQuestion={(question, index) => {
                const chosen = answers.selected[question.id] ?? [];
                const saved = view.answers.some((a) => a.questionId === question.id);
                return (
                  <QuestionView
                    question={question}
                    number={index + 1}
                    marks={{ chosen, answer: null }}
                    disabled={submit.isPending}
                    onPick={(key) => answers.choose(question, key)}
                    tools={<FavoriteStar questionId={question.id} favorite={question.favorite} />}
                  >
                    {chosen.length === 0 && saved ? (
                      <p className="tiku-muted">请至少选择一项，否则按上次保存的答案计分。</p>
                    ) : null}
                  </QuestionView>
                );
              }}
            />
          ))}
        </div>
        <aside className="tiku-practice__side">
          <AnswerSheet
            groups={sheetGroups(sections, (q) =>
              (answers.selected[q.id] ?? []).length > 0 ? 'answered' : 'unanswered',
            )}
            onJump={scrollToQuestion}
            legend={['unanswered', 'answered']}
          />
          <Button block type="primary" onClick={() => setConfirming(true)}>
            交卷
          </Button>
        </aside>
      </div>
      <Modal
        open={confirming}
        title="确认交卷"
        okText="确定交卷"
        cancelText="继续答题"
        onCancel={() => setConfirming(false)}
        onOk={() => void handIn(false)}
      >
        <p>
          {unanswered > 0
            ? `还有 ${unanswered} 题未作答，交卷后将不能再修改。确定交卷吗？`
            : '已全部作答，交卷后将不能再修改。确定交卷吗？'}
        </p>
      </Modal>
    </div>
  );
}
