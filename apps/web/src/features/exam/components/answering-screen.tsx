import type { TExamVariant } from '@yzfk/contract/calls/exam-shapes';
import { examRoomRoute } from '@yzfk/contract/paths';
import { useCallback, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { TReceivedAttempt } from '../api/start-exam';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import { useEndWarning } from '../hooks/use-end-warning';
import { useExamAnswers } from '../hooks/use-exam-answers';
import { useExamClock } from '../hooks/use-exam-clock';
import { useExamPosition } from '../hooks/use-exam-position';
import { useHeartbeat } from '../hooks/use-heartbeat';
import { useSubmitFlow } from '../hooks/use-submit-flow';
import { forgetRoomLogin } from '../utils/room-login';
import { EndWarningDialog } from './end-warning-dialog';
import { ExamDone } from './exam-done';
import { ExamQuestionPane } from './exam-question-pane';
import { ExamScreenBar, type TFontSize } from './exam-screen-bar';
import { ExamSheet } from './exam-sheet';
import { LawSearchDialog } from './law-search-dialog';
import { OfflineBanner } from './offline-banner';
import { SubmitDialog } from './submit-dialog';

export type TAnsweringScreenProps = {
  view: TReceivedAttempt;
  variant: TExamVariant;
  examId: number;
  /** The law search (法条检索) to show in the dialog; the app composes it in. */
  lawSearch?: ComponentType;
};

/**
 * The answering screen of one attempt: the candidate and the server-clock countdown on top,
 * one question at a time with 上一题/下一题 and 标记, the 答题卡, two-step 交卷, and the save
 * queue under every change so that no acknowledged answer is ever lost. The rules are in the
 * hooks it wires together: the clock, the queue, the end (交卷, time up), the heartbeat, the
 * answers and the warning before the end.
 */
export function AnsweringScreen({ view, variant, examId, lawSearch }: TAnsweringScreenProps) {
  const navigate = useNavigate();
  const attemptId = view.attempt.id;
  const questions = view.questions;
  const { position, move } = useExamPosition(view.position, questions.length);
  const [fontSize, setFontSize] = useState<TFontSize>('medium');
  const [lawOpen, setLawOpen] = useState(false);

  const clock = useExamClock({ ...view, deadline: view.attempt.deadline });
  const queued = useAnswerQueue({ id: attemptId, lastSeq: view.lastSeq }, clock.syncTime, {
    now: clock.now,
  });
  const queueState = queued.state;

  const goToLogin = useCallback(() => {
    forgetRoomLogin(examId);
    void navigate(examRoomRoute(variant, 'examLogin').href({ examId }), { replace: true });
  }, [examId, navigate, variant]);

  const end = useSubmitFlow({
    attemptId,
    queue: queued.queue,
    stopped: queueState.stopped,
    onLoginRequired: goToLogin,
  });
  const answering = end.phase === 'answering';
  const heartbeatFailed = useHeartbeat({
    attemptId,
    position,
    active: answering,
    onBeat: clock.update,
    onFinished: end.finish,
    onLoginRequired: goToLogin,
  });
  const { answers, change, counts, downloadSheet } = useExamAnswers(view, queued, answering);
  const warning = useEndWarning({
    startedAt: view.attempt.startedAt,
    firstDeadline: view.attempt.deadline,
    deadline: clock.deadline,
    minutes: view.warnMinutesBeforeEnd,
    answering,
  });
  const locked = !answering || answers === null || queued.queue === null;

  if (end.phase === 'timeUp' || end.phase === 'submitted' || end.phase === 'finished') {
    return (
      <ExamDone
        phase={end.phase}
        attemptId={attemptId}
        examId={examId}
        variant={variant}
        subject={`${view.examTitle} · ${view.attempt.paperTitle}`}
        unsent={queueState.pending.size}
        onDownload={downloadSheet}
      />
    );
  }

  return (
    <div className={`exam-screen exam-screen--${fontSize}`}>
      <ExamScreenBar
        view={view}
        deadline={clock.deadline}
        onTimeUp={end.timeUp}
        fontSize={fontSize}
        onFontSize={setFontSize}
        onLawSearch={variant === 'subt' ? () => setLawOpen(true) : undefined}
        submitDisabled={locked}
        onSubmit={end.openDialog}
      />
      {queueState.offline || heartbeatFailed ? <OfflineBanner /> : null}
      {end.phase === 'collecting' ? (
        <div role="status" className="exam-collecting">
          考试时间到，正在提交答卷…
        </div>
      ) : null}
      <div className="exam-screen__body">
        <ExamQuestionPane
          questions={questions}
          position={position}
          answers={answers}
          queueState={queueState}
          locked={locked}
          keysEnabled={!locked && !end.dialog.open && !lawOpen && !warning.open}
          onChange={change}
          onMove={move}
        />
        <aside className="exam-screen__sheet">
          <ExamSheet
            questions={questions}
            answers={answers ?? new Map()}
            current={position}
            onJump={move}
          />
        </aside>
      </div>
      <SubmitDialog
        {...end.dialog}
        {...counts}
        submitOpensAt={clock.submitOpensAt}
        onCancel={end.closeDialog}
        onSubmit={() => void end.submit()}
        onDownload={downloadSheet}
      />
      <EndWarningDialog
        open={warning.open}
        minutes={view.warnMinutesBeforeEnd}
        onClose={warning.close}
      />
      {lawSearch ? (
        <LawSearchDialog lawSearch={lawSearch} open={lawOpen} onClose={() => setLawOpen(false)} />
      ) : null}
    </div>
  );
}
