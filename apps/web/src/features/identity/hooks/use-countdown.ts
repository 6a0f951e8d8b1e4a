import { useCallback, useEffect, useState } from 'react';

/** The resend wait after an SMS code was sent (seconds). */
export const RESEND_SECONDS = 60;

export type TCountdown = {
  /** Seconds left; 0 when not counting. */
  seconds: number;
  start: (seconds?: number) => void;
};

/** A countdown by whole seconds, for the resend button of SMS codes. */
export function useCountdown(): TCountdown {
  const [seconds, setSeconds] = useState(0);
  const isCounting = seconds > 0;

  useEffect(() => {
    if (!isCounting) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [isCounting]);

  const start = useCallback((from: number = RESEND_SECONDS) => setSeconds(Math.max(0, from)), []);
  return { seconds, start };
}
