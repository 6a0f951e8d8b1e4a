import { useEffect, useRef, useState } from 'react';

/** 定时关闭: off, after some minutes, or at the end of the chapter playing. */
export type TSleepTimer = 'off' | 15 | 30 | 60 | 'chapter';

export const SLEEP_OPTIONS: { value: TSleepTimer; label: string }[] = [
  { value: 'off', label: '不定时' },
  { value: 15, label: '15 分钟' },
  { value: 30, label: '30 分钟' },
  { value: 60, label: '60 分钟' },
  { value: 'chapter', label: '播完本章' },
];

/**
 * The sleep timer: after the minutes chosen it pauses whatever chapter is playing then (the
 * countdown goes on across chapters) and turns itself off. 播完本章 is the page's to honour (it
 * does not go on to the next chapter); `stopsAtChapterEnd` says so, `spent` turns it off.
 */
export function useSleepTimer(media: HTMLMediaElement | null) {
  const [timer, setTimerState] = useState<TSleepTimer>('off');
  // Set when minutes are chosen, so a new chapter's element does not restart the countdown.
  const [deadline, setDeadline] = useState<number | null>(null);
  const current = useRef(media);
  useEffect(() => {
    current.current = media;
  });

  useEffect(() => {
    if (deadline === null) return undefined;
    const id = window.setTimeout(
      () => {
        current.current?.pause();
        setTimerState('off');
        setDeadline(null);
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [deadline]);

  const setTimer = (next: TSleepTimer) => {
    setTimerState(next);
    setDeadline(typeof next === 'number' ? Date.now() + next * 60_000 : null);
  };
  return {
    timer,
    setTimer,
    stopsAtChapterEnd: timer === 'chapter',
    spent: () => setTimer('off'),
  };
}
