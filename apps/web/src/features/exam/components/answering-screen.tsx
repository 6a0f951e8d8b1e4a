import { FullscreenOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Segmented, Skeleton } from 'antd';
import { EXAM_HEARTBEAT_MS, type TExamVariant } from '@yzfk/contract/calls/exam-shapes';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { DraggableDialog } from '../../../components/draggable-dialog';
import { Countdown } from '../../../components/question/countdown';
import { useAnswerKeys } from '../../../hooks/use-answer-keys';
import { useCountdownTo } from '../../../hooks/use-countdown';
import { EXAM_ERROR, errorText, hasCode } from '../api/exam-errors';
import { sendHeartbeat } from '../api/heartbeat';
import type { TReceivedAttempt } from '../api/start-exam';
import { submitExam } from '../api/submit-exam';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import type { TAnswerValue } from '../queue/answer-queue';
import { buildAnswerSheetFile, downloadAnswerSheet } from '../queue/answer-sheet-file';
import { isAnswered, mergeAnswers, type TScreenAnswer } from '../queue/merge-answers';
import { reportPath, roomPath } from '../utils/exam-paths';
import { forgetRoomLogin } from '../utils/room-login';
import { clockOffset, serverNow, toDeviceTime } from '../utils/server-clock';
import { ExamSheet } from './exam-sheet';
import { ObjectiveQuestion, pickOption } from './objective-question';
import { OfflineBanner } from './offline-banner';
import { SaveStatus, saveStatusOf } from './save-status';
import { SubjectiveQuestion } from './subjective-question';
import { SubmitDialog } from './submit-dialog';

type TFontSize = 'small' | 'medium' | 'large';
const FONT_OPTIONS: { label: string; value: TFontSize }[] = [
  { label: '小', value: 'small' },
  { label: '中', value: 'medium' },
  { label: '大', value: 'large' },
];

/** What the screen is doing: answering, collecting at the deadline, or done. */
type TPhase = 'answering' | 'collecting' | 'timeUp' | 'submitted' | 'finished';

const BLANK: TAnswerValue = { chosen: [], texts: [], marked: false };

/** Seconds the time-up notice stays before the report opens. */
const TIME_UP_NOTICE_MS = 5000;

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
 * queue under every change so that no acknowledged answer is ever lost.
 */
export function AnsweringScreen({
  view,
  variant,
  examId,
  lawSearch: LawSearch,
}: TAnsweringScreenProps) {
  const navigate = useNavigate();
  const attemptId = view.attempt.id;
  const questions = view.questions;
  const [offset, setOffset] = useState(() => clockOffset(view.serverTime, view.receivedAt));
  const [deadline, setDeadline] = useState(view.attempt.deadline);
  const [submitOpensAt, setSubmitOpensAt] = useState(view.submitOpensAt);
  const [position, setPosition] = useState(() =>
    Math.min(Math.max(0, view.position), Math.max(0, questions.length - 1)),
  );
  const [answers, setAnswers] = useState<Map<number, TScreenAnswer> | null>(null);
  const [changedAt] = useState(() => new Map<number, number>());
  const [phase, setPhase] = useState<TPhase>('answering');
  const [fontSize, setFontSize] = useState<TFontSize>('medium');
  const [submitOpen, setSubmitOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitFailures, setSubmitFailures] = useState(0);
  const [warnOpen, setWarnOpen] = useState(false);
  const [lawOpen, setLawOpen] = useState(false);
  const [heartbeatFailed, setHeartbeatFailed] = useState(false);

  const syncClock = useCallback((serverTime: string) => {
    setOffset(clockOffset(serverTime, Date.now()));
  }, []);
  // Changes are stamped in the server's time (the grace after the deadline compares them with
  // it), not by a device clock that may be minutes off.
  const offsetRef = useRef(offset);
  useEffect(() => {
    offsetRef.current = offset;
  }, [offset]);
  const [stampNow] = useState(() => () => serverNow(offsetRef.current));
  const {
    queue,
    restored,
    state: queueState,
  } = useAnswerQueue({ id: attemptId, lastSeq: view.lastSeq }, syncClock, { now: stampNow });

  // Once the queue has loaded what this browser kept, the screen shows the server's answers
  // with any newer local change on top.
  if (answers === null && restored !== null) {
    setAnswers(mergeAnswers(view.answers, restored));
  }

  const goToLogin = useCallback(() => {
    forgetRoomLogin(examId);
    void navigate(roomPath(variant, 'examLogin', { examId }), { replace: true });
  }, [examId, navigate, variant]);

  useEffect(() => {
    if (queueState.stopped === 'loginRequired') goToLogin();
    if (queueState.stopped === 'finished')
      setPhase((old) => (old === 'answering' ? 'finished' : old));
  }, [queueState.stopped, goToLogin]);

  // The heartbeat keeps the clock in step (and any 补时 an operator added) and stores where the
  // candidate is.
  const positionRef = useRef(position);
  useEffect(() => {
    positionRef.current = position;
  }, [position]);
  const answering = phase === 'answering';
  useEffect(() => {
    if (!answering) return;
    const beat = () => {
      sendHeartbeat(attemptId, positionRef.current).then(
        (reply) => {
          setHeartbeatFailed(false);
          setOffset(clockOffset(reply.serverTime, reply.receivedAt));
          setDeadline(reply.deadline);
          setSubmitOpensAt(reply.submitOpensAt);
          if (reply.status !== 'in_progress') setPhase('finished');
        },
        (error: unknown) => {
          if (hasCode(error, EXAM_ERROR.loginRequired)) goToLogin();
          else if (hasCode(error, EXAM_ERROR.finished)) setPhase('finished');
          else setHeartbeatFailed(true);
        },
      );
    };
    const timer = setInterval(beat, EXAM_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [answering, attemptId, goToLogin]);

  const deviceDeadline = toDeviceTime(deadline, offset);
  const deviceSubmitOpensAt = submitOpensAt === null ? null : toDeviceTime(submitOpensAt, offset);

  // The warning before the end, once; not for a paper shorter than the warning itself.
  const warnMs = view.warnMinutesBeforeEnd * 60_000;
  const longEnough =
    Date.parse(view.attempt.deadline) - Date.parse(view.attempt.startedAt) > warnMs && warnMs > 0;
  const [warned, setWarned] = useState(false);
  useCountdownTo(longEnough && !warned ? deviceDeadline - warnMs : null, () => {
    setWarned(true);
    if (phase === 'answering') setWarnOpen(true);
  });

  const onTimeUp = useCallback(() => {
    if (phase !== 'answering') return;
    setPhase('collecting');
    setSubmitOpen(false);
    void (async () => {
      // Saves sent before the deadline are still accepted within the server's grace.
      await queue?.flush();
      try {
        await submitExam(attemptId);
      } catch {
        // The server collects the attempt at its deadline by itself.
      }
      setPhase('timeUp');
    })();
  }, [attemptId, phase, queue]);

  useEffect(() => {
    if (queueState.stopped === 'timeOver') onTimeUp();
  }, [queueState.stopped, onTimeUp]);

  useEffect(() => {
    if (phase !== 'timeUp') return;
    const timer = setTimeout(
      () => void navigate(reportPath(attemptId), { replace: true }),
      TIME_UP_NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, attemptId, navigate]);

  const locked = phase !== 'answering' || answers === null || queue === null;
  const question = questions[position];
  const current = question ? (answers?.get(question.id) ?? null) : null;
  const value: TAnswerValue = current ?? BLANK;

  const change = useCallback(
    (questionId: number, next: TAnswerValue) => {
      if (locked || !queue) return;
      const save = queue.change(questionId, next);
      changedAt.set(questionId, save.changedAt);
      setAnswers((old) => {
        const map = new Map(old ?? []);
        map.set(questionId, { ...next, seq: save.seq, savedAt: null });
        return map;
      });
    },
    [changedAt, locked, queue],
  );

  const move = useCallback(
    (to: number) => setPosition(Math.min(Math.max(0, to), questions.length - 1)),
    [questions.length],
  );

  useAnswerKeys(
    {
      onPrev: () => move(position - 1),
      onNext: () => move(position + 1),
      onMark: () => {
        if (question) change(question.id, { ...value, marked: !value.marked });
      },
      onLetter: (key) => {
        if (!question || question.options.every((option) => option.key !== key)) return;
        change(question.id, { ...value, chosen: pickOption(question.type, value.chosen, key) });
      },
    },
    !locked && !submitOpen && !lawOpen && !warnOpen,
  );

  const counts = useMemo(() => {
    let unanswered = 0;
    let marked = 0;
    for (const q of questions) {
      const answer = answers?.get(q.id);
      if (!isAnswered(answer)) unanswered += 1;
      if (answer?.marked) marked += 1;
    }
    return { unanswered, marked };
  }, [answers, questions]);

  async function submit() {
    if (!queue) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const allSent = await queue.flush();
      if (!allSent && !queue.state().stopped) {
        setSubmitFailures((n) => n + 1);
        setSubmitError('网络异常，仍有答案未提交到服务器，请检查网络后重试交卷');
        return;
      }
      await submitExam(attemptId);
      setSubmitOpen(false);
      setPhase('submitted');
    } catch (error) {
      if (hasCode(error, EXAM_ERROR.loginRequired)) {
        goToLogin();
        return;
      }
      if (!hasCode(error, EXAM_ERROR.submitNotOpen)) setSubmitFailures((n) => n + 1);
      setSubmitError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  function downloadSheet() {
    downloadAnswerSheet(
      buildAnswerSheetFile({
        attemptId,
        ticketNo: view.candidate.ticketNo,
        createdAt: Date.now(),
        answers: answers ?? new Map(),
        changedAt,
      }),
    );
  }

  if (phase === 'timeUp' || phase === 'submitted' || phase === 'finished') {
    const unsent = queueState.pending.size;
    return (
      <div className="exam-screen exam-screen--done">
        <Result
          status={phase === 'submitted' ? 'success' : 'info'}
          title={
            phase === 'timeUp'
              ? '考试时间到，答卷已自动提交'
              : phase === 'submitted'
                ? '交卷成功'
                : '本场考试已交卷'
          }
          subTitle={
            unsent > 0
              ? `有 ${unsent} 题的最后修改未能提交到服务器（已保存在本机）。`
              : `${view.examTitle} · ${view.attempt.paperTitle}`
          }
          extra={[
            <Button
              key="report"
              type="primary"
              onClick={() => void navigate(reportPath(attemptId))}
            >
              查看答题报告
            </Button>,
            <Link key="room" to={roomPath(variant, 'examBefore', { examId })}>
              返回考场
            </Link>,
            unsent > 0 ? (
              <Button key="download" onClick={downloadSheet}>
                下载答卷
              </Button>
            ) : null,
          ]}
        />
      </div>
    );
  }

  const status = question ? (
    <SaveStatus status={saveStatusOf(question.id, queueState, current ?? undefined)} />
  ) : null;
  const lawButton =
    variant === 'subt' ? (
      <Button icon={<SearchOutlined aria-hidden />} onClick={() => setLawOpen(true)}>
        法条检索
      </Button>
    ) : null;

  return (
    <div className={`exam-screen exam-screen--${fontSize}`}>
      <header className="exam-screen__bar">
        <div className="exam-screen__title">
          <strong>{view.examTitle}</strong>
          <span>{view.attempt.paperTitle}</span>
        </div>
        <dl className="exam-screen__candidate" aria-label="考生信息">
          <dt>考生</dt>
          <dd>{view.candidate.realName}</dd>
          <dt>准考证号</dt>
          <dd>{view.candidate.ticketNo}</dd>
        </dl>
        <Countdown deadline={new Date(deviceDeadline).toISOString()} onExpire={onTimeUp} />
        <div className="exam-screen__actions">
          <Segmented
            aria-label="字号"
            size="small"
            options={FONT_OPTIONS}
            value={fontSize}
            onChange={(next) => setFontSize(next)}
          />
          {lawButton}
          {typeof document.documentElement.requestFullscreen === 'function' ? (
            <Button
              icon={<FullscreenOutlined aria-hidden />}
              onClick={() =>
                void document.documentElement.requestFullscreen().catch(() => undefined)
              }
            >
              全屏
            </Button>
          ) : null}
          <Button
            type="primary"
            danger
            disabled={locked}
            onClick={() => {
              setSubmitError(null);
              setSubmitOpen(true);
            }}
          >
            交卷
          </Button>
        </div>
      </header>
      {queueState.offline || heartbeatFailed ? <OfflineBanner /> : null}
      {phase === 'collecting' ? (
        <div role="status" className="exam-collecting">
          考试时间到，正在提交答卷…
        </div>
      ) : null}
      <div className="exam-screen__body">
        <main className="exam-screen__main">
          {answers === null || !question ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : question.type === 'subjective' ? (
            <SubjectiveQuestion
              question={question}
              total={questions.length}
              answer={value}
              locked={locked}
              onChange={(next) => change(question.id, next)}
              status={status}
            />
          ) : (
            <ObjectiveQuestion
              question={question}
              total={questions.length}
              answer={value}
              locked={locked}
              onChange={(next) => change(question.id, next)}
              status={status}
            />
          )}
          <nav className="exam-screen__nav" aria-label="翻题">
            <Button disabled={position === 0} onClick={() => move(position - 1)}>
              上一题
            </Button>
            <span className="exam-muted">
              {position + 1} / {questions.length} · 快捷键：←/→ 翻题，A–D 选择，M 标记
            </span>
            <Button
              type="primary"
              disabled={position >= questions.length - 1}
              onClick={() => move(position + 1)}
            >
              下一题
            </Button>
          </nav>
        </main>
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
        open={submitOpen}
        unanswered={counts.unanswered}
        marked={counts.marked}
        submitOpensAt={deviceSubmitOpensAt}
        submitting={submitting}
        error={submitError}
        failures={submitFailures}
        onCancel={() => setSubmitOpen(false)}
        onSubmit={() => void submit()}
        onDownload={downloadSheet}
      />
      <Modal
        open={warnOpen}
        title="考试即将结束"
        onCancel={() => setWarnOpen(false)}
        footer={
          <Button type="primary" onClick={() => setWarnOpen(false)}>
            知道了
          </Button>
        }
      >
        距离考试结束还有 {view.warnMinutesBeforeEnd}{' '}
        分钟，请检查答题卡，注意交卷时间。时间到时系统将自动交卷。
      </Modal>
      {LawSearch ? (
        <DraggableDialog
          open={lawOpen}
          title="法条检索"
          onClose={() => setLawOpen(false)}
          width={760}
        >
          <LawSearch />
        </DraggableDialog>
      ) : null}
    </div>
  );
}
