import { useEffect, useRef } from 'react';
import { READING_DELTA_MAX_MS } from '@yzfk/contract/calls/book';
import {
  trackPlayback,
  type TPlaybackTrackerOptions,
} from '../../../../components/media-player/playback-tracker';
import { saveAudioProgress, type TAudioProgressSave } from '../api/audio-chapter';

export type TAudioProgressOptions = {
  media: HTMLMediaElement | null;
  bookId: number;
  chapterId: number;
  durationMs: number;
  /** False for a visitor or a locked book: nothing is saved. */
  enabled: boolean;
  /** A finished or left chapter: what shows my progress should be asked again. */
  onChanged: () => void;
  save?: (save: TAudioProgressSave, options: { keepalive?: boolean }) => Promise<unknown>;
  now?: TPlaybackTrackerOptions['now'];
};

/**
 * Saves where I am in an audiobook chapter through the shared playback tracker (every 15 s while
 * it plays, on pause, at the end as finished, when the page is hidden, with keepalive), as the
 * book's `audio` progress; listening time counts as the book's reading time.
 */
export function useAudioProgress(options: TAudioProgressOptions): void {
  const { media, bookId, chapterId, durationMs, enabled } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!media || !enabled) return undefined;
    return trackPlayback({
      media,
      durationMs,
      deltaMaxMs: READING_DELTA_MAX_MS,
      now: latest.current.now,
      save: ({ playedDeltaMs, ...at }, saveOptions) =>
        (latest.current.save ?? saveAudioProgress)(
          { bookId, format: 'audio', chapterId, ...at, readingDeltaMs: playedDeltaMs },
          saveOptions,
        ),
      onChanged: () => latest.current.onChanged(),
    });
  }, [media, bookId, chapterId, durationMs, enabled]);
}
