import { useCallback, useEffect, useRef, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Seconds left until a deadline (ISO 8601 or epoch milliseconds), ticking every second; calls
 * onExpire once when it reaches 0 (also when the deadline has already passed). Null deadline:
 * no countdown. The one countdown of the app: papers' time limits and the SMS resend wait.
 */
export function useCountdownTo(
  deadline: string | number | null,
  onExpire?: () => void,
): number | null {
  const end =
    deadline === null ? NaN : typeof deadline === 'number' ? deadline : Date.parse(deadline);
  const [left, setLeft] = useState(() => (Number.isNaN(end) ? null : secondsUntil(end)));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (Number.isNaN(end)) {
      setLeft(null);
      return;
    }
    let fired = false;
    const tick = () => {
      const next = secondsUntil(end);
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        expire.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [end]);

  return left;
}

export type TCountdown = {
  /** Seconds left; 0 when not counting. */
  seconds: number;
  /** Starts (or restarts) counting down from this many seconds. */
  start: (seconds: number) => void;
};

/** A countdown started on demand, e.g. the wait before an SMS code may be sent again. */
export function useCountdown(): TCountdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const seconds = useCountdownTo(deadline) ?? 0;
  const start = useCallback(
    (from: number) => setDeadline(Date.now() + Math.max(0, from) * 1000),
    [],
  );
  return { seconds, start };
}
