import { WATCHED_DELTA_MAX_MS } from '@yzfk/contract/calls/course';
import type { TLessonProgressSave } from '../../api/save-lesson-progress';
import { trackPlayback } from '../../../../components/media-player/playback-tracker';

// A lesson's progress: the shared playback tracker (when and what to save), sent as the
// course's lesson save (watched time under the course's cap).

export type TProgressTrackerOptions = {
  media: HTMLMediaElement;
  courseId: number;
  lessonId: number;
  /** The lesson's length by the server (a position is never sent past it). */
  durationMs: number;
  save: (save: TLessonProgressSave, options: { keepalive?: boolean }) => Promise<unknown>;
  /** A save that others show has landed: the lesson was finished, or the learner left it. */
  onChanged: () => void;
  now?: () => number;
  doc?: Document;
  win?: Window;
};

/** Starts tracking; returns the function that stops it and saves the last position. */
export function trackLessonProgress(options: TProgressTrackerOptions): () => void {
  const { courseId, lessonId, save, ...rest } = options;
  return trackPlayback({
    ...rest,
    deltaMaxMs: WATCHED_DELTA_MAX_MS,
    save: ({ playedDeltaMs, ...at }, saveOptions) =>
      save({ courseId, lessonId, ...at, watchedDeltaMs: playedDeltaMs }, saveOptions),
  });
}
