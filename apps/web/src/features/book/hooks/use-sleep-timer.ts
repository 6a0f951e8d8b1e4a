import { useEffect, useState } from 'react';

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
 * The sleep timer: after the minutes chosen it pauses the media and turns itself off. 播完本章
 * is the page's to honour (it does not go on to the next chapter); `stopsAtChapterEnd` says so,
 * and `spent` turns it off once it has.
 */
export function useSleepTimer(media: HTMLMediaElement | null) {
  const [timer, setTimer] = useState<TSleepTimer>('off');
  useEffect(() => {
    if (typeof timer !== 'number' || !media) return undefined;
    const id = window.setTimeout(() => {
      media.pause();
      setTimer('off');
    }, timer * 60_000);
    return () => window.clearTimeout(id);
  }, [timer, media]);
  return {
    timer,
    setTimer,
    stopsAtChapterEnd: timer === 'chapter',
    spent: () => setTimer('off'),
  };
}
