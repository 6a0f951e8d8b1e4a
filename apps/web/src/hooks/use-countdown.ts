import { useEffect, useRef, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Seconds left until a deadline (ISO 8601), ticking every second; calls onExpire once when it
 * reaches 0 (also when the deadline has already passed). Null deadline: no countdown.
 */
export function useCountdownTo(deadline: string | null, onExpire: () => void): number | null {
  const end = deadline ? Date.parse(deadline) : NaN;
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
        expire.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [end]);

  return left;
}
