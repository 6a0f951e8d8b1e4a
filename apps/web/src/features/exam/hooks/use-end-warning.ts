import { useState } from 'react';
import { useCountdownTo } from '../../../hooks/use-countdown';

export type TEndWarningOptions = {
  /** The attempt's start and deadline as the server first sent them (ISO 8601). */
  startedAt: string;
  firstDeadline: string;
  /** The deadline by the device's clock (ms), 补时 included. */
  deadline: number;
  /** How long before the end the warning comes (the exam's 考试即将结束 minutes). */
  minutes: number;
  /** Whether the candidate is still answering (afterwards the warning has nothing to say). */
  answering: boolean;
};

/**
 * The warning before the end (考试即将结束), once; not for a paper shorter than the warning
 * itself. Answers whether its dialog is open and how to close it.
 */
export function useEndWarning(options: TEndWarningOptions): { open: boolean; close: () => void } {
  const [warned, setWarned] = useState(false);
  const [open, setOpen] = useState(false);
  const warnMs = options.minutes * 60_000;
  const longEnough =
    Date.parse(options.firstDeadline) - Date.parse(options.startedAt) > warnMs && warnMs > 0;
  useCountdownTo(longEnough && !warned ? options.deadline - warnMs : null, () => {
    setWarned(true);
    if (options.answering) setOpen(true);
  });
  return { open, close: () => setOpen(false) };
}
