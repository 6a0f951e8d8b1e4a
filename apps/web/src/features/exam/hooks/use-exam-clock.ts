import { useCallback, useEffect, useRef, useState } from 'react';
import { clockOffset, serverNow, toDeviceTime } from '../utils/server-clock';

/** What the server said about the time: its clock, when the reply arrived, the paper's times. */
export type TClockReading = {
  serverTime: string;
  /** The device's epoch ms when the reply arrived. */
  receivedAt: number;
  deadline: string;
  submitOpensAt: string | null;
};

export type TExamClock = {
  /** The deadline by the device's clock (ms), 补时 included. */
  deadline: number;
  /** When 交卷 opens by the device's clock (ms); null: at any time. */
  submitOpensAt: number | null;
  /** The server's time now as the page knows it (ms); stable, so the save queue can keep it. */
  now: () => number;
  /** Measures the clock again from a server time that has just arrived (a save's reply). */
  syncTime: (serverTime: string) => void;
  /** Takes a whole reading (the heartbeat's): the clock, the deadline with any 补时, 交卷. */
  update: (reading: TClockReading) => void;
};

/**
 * The exam's clock is the server's: the deadline and 交卷's opening as the device must count
 * them, kept in step by every reading the server sends, since the device's clock may be off by
 * minutes.
 */
export function useExamClock(initial: TClockReading): TExamClock {
  const [offset, setOffset] = useState(() => clockOffset(initial.serverTime, initial.receivedAt));
  const [deadline, setDeadline] = useState(initial.deadline);
  const [submitOpensAt, setSubmitOpensAt] = useState(initial.submitOpensAt);

  const syncTime = useCallback((serverTime: string) => {
    setOffset(clockOffset(serverTime, Date.now()));
  }, []);
  const update = useCallback((reading: TClockReading) => {
    setOffset(clockOffset(reading.serverTime, reading.receivedAt));
    setDeadline(reading.deadline);
    setSubmitOpensAt(reading.submitOpensAt);
  }, []);

  // Changes are stamped in the server's time (the grace after the deadline compares them with
  // it), not by a device clock that may be minutes off.
  const offsetRef = useRef(offset);
  useEffect(() => {
    offsetRef.current = offset;
  }, [offset]);
  const [now] = useState(() => () => serverNow(offsetRef.current));

  return {
    deadline: toDeviceTime(deadline, offset),
    submitOpensAt: submitOpensAt === null ? null : toDeviceTime(submitOpensAt, offset),
    now,
    syncTime,
    update,
  };
}
