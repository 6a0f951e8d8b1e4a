import { useCallback, useEffect, useState } from 'react';
import { E } from '@yzfk/contract/error-codes';
import { errorText, hasCode } from '../api/exam-errors';
import { submitExam } from '../api/submit-exam';
import type { TAnswerQueue, TQueueStop } from '../queue/answer-queue';

/** What the screen is doing: answering, collecting at the deadline, or done. */
export type TPhase = 'answering' | 'collecting' | 'timeUp' | 'submitted' | 'finished';

export type TSubmitDialogState = {
  open: boolean;
  submitting: boolean;
  /** The last try's failure, if it failed. */
  error: string | null;
  /** Failed tries so far (enough of them offer 下载答卷). */
  failures: number;
};

export type TSubmitFlowOptions = {
  attemptId: number;
  /** The save queue (null until it has loaded) and why it stopped, if it did. */
  queue: TAnswerQueue | null;
  stopped: TQueueStop | null;
  /** The exam-room login is gone (4803). */
  onLoginRequired: () => void;
  /** The 交卷 call; the real one unless a test gives its own. */
  submit?: (attemptId: number) => Promise<unknown>;
};

export type TSubmitFlow = {
  phase: TPhase;
  dialog: TSubmitDialogState;
  /** 交卷 pressed: the dialog opens without the last failure. */
  openDialog: () => void;
  closeDialog: () => void;
  /** 确认交卷: every waiting answer is sent first, then the paper. */
  submit: () => Promise<void>;
  /** The deadline has passed: input stops, what waits is sent and the paper handed in. */
  timeUp: () => void;
  /** The server says the attempt is closed (a heartbeat). */
  finish: () => void;
};

/**
 * How an attempt ends: 交卷 by the candidate (the queue drained first, failures counted), the
 * deadline (collected, whatever the server answers, since it collects overdue papers itself),
 * or the server closing it; and what the save queue's stops mean for the screen.
 */
export function useSubmitFlow({
  attemptId,
  queue,
  stopped,
  onLoginRequired,
  submit: submitExamCall = submitExam,
}: TSubmitFlowOptions): TSubmitFlow {
  const [phase, setPhase] = useState<TPhase>('answering');
  const [submitOpen, setSubmitOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitFailures, setSubmitFailures] = useState(0);

  useEffect(() => {
    if (stopped === 'loginRequired') onLoginRequired();
    if (stopped === 'finished') setPhase((old) => (old === 'answering' ? 'finished' : old));
  }, [stopped, onLoginRequired]);

  const timeUp = useCallback(() => {
    if (phase !== 'answering') return;
    setPhase('collecting');
    setSubmitOpen(false);
    void (async () => {
      // Saves sent before the deadline are still accepted within the server's grace.
      await queue?.flush();
      try {
        await submitExamCall(attemptId);
      } catch {
        // The server collects the attempt at its deadline by itself.
      }
      setPhase('timeUp');
    })();
  }, [attemptId, phase, queue, submitExamCall]);

  useEffect(() => {
    if (stopped === 'timeOver') timeUp();
  }, [stopped, timeUp]);

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
      await submitExamCall(attemptId);
      setSubmitOpen(false);
      setPhase('submitted');
    } catch (error) {
      if (hasCode(error, E.examLoginRequired)) {
        onLoginRequired();
        return;
      }
      if (!hasCode(error, E.submitNotOpen)) setSubmitFailures((n) => n + 1);
      setSubmitError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  return {
    phase,
    dialog: {
      open: submitOpen,
      submitting,
      error: submitError,
      failures: submitFailures,
    },
    openDialog: () => {
      setSubmitError(null);
      setSubmitOpen(true);
    },
    closeDialog: () => setSubmitOpen(false),
    submit,
    timeUp,
    finish: () => setPhase('finished'),
  };
}
