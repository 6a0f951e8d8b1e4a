import { EXAM_HEARTBEAT_MS } from '@yzfk/contract/calls/exam-shapes';
import { useEffect, useRef, useState } from 'react';
import { E } from '@yzfk/contract/error-codes';
import { hasCode } from '../api/exam-errors';
import { sendHeartbeat, type THeartbeat } from '../api/heartbeat';

export type THeartbeatOptions = {
  attemptId: number;
  /** The question on screen, stored by the server so that a resume opens there. */
  position: number;
  /** Beats only while the candidate answers. */
  active: boolean;
  /** Every reply: the server's clock, the deadline (with any 补时) and 交卷's opening. */
  onBeat: (reply: THeartbeat) => void;
  /** The server has closed the attempt (submitted elsewhere, collected). */
  onFinished: () => void;
  /** The exam-room login is gone (4803). */
  onLoginRequired: () => void;
  /** The call; the real one unless a test gives its own. */
  send?: (attemptId: number, position: number) => Promise<THeartbeat>;
};

/**
 * The heartbeat of the answering screen, every EXAM_HEARTBEAT_MS while answering: keeps the
 * clock in step (and any 补时 an operator added) and stores where the candidate is. Answers
 * whether the last beat failed, which the screen shows as being offline.
 */
export function useHeartbeat(options: THeartbeatOptions): boolean {
  const [failed, setFailed] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  }, [options]);

  const { active, attemptId } = options;
  useEffect(() => {
    if (!active) return;
    const beat = () => {
      const { position, send = sendHeartbeat } = latest.current;
      send(attemptId, position).then(
        (reply) => {
          setFailed(false);
          latest.current.onBeat(reply);
          if (reply.status !== 'in_progress') latest.current.onFinished();
        },
        (error: unknown) => {
          if (hasCode(error, E.examLoginRequired)) latest.current.onLoginRequired();
          else if (hasCode(error, E.attemptFinished)) latest.current.onFinished();
          else setFailed(true);
        },
      );
    };
    const timer = setInterval(beat, EXAM_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [active, attemptId]);

  return failed;
}
