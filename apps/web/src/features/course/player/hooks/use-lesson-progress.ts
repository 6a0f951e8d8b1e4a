import { useEffect, useRef } from 'react';
import { saveLessonProgress } from '../../api/save-lesson-progress';
import { trackLessonProgress, type TProgressTrackerOptions } from './progress-tracker';

export type TLessonProgressOptions = {
  media: HTMLMediaElement | null;
  courseId: number;
  lessonId: number;
  durationMs: number;
  /** False for a visitor: nothing is saved (the page says 登录后可保存学习进度). */
  enabled: boolean;
  /** A finished lesson or a left one: what shows course progress should be asked again. */
  onChanged: () => void;
  save?: TProgressTrackerOptions['save'];
};

/** Saves a logged-in learner's progress in the lesson the media element plays. */
export function useLessonProgress(options: TLessonProgressOptions): void {
  const { media, courseId, lessonId, durationMs, enabled } = options;
  const onChanged = useRef(options.onChanged);
  const save = useRef(options.save ?? saveLessonProgress);
  useEffect(() => {
    onChanged.current = options.onChanged;
    save.current = options.save ?? saveLessonProgress;
  });

  useEffect(() => {
    if (!media || !enabled) return undefined;
    return trackLessonProgress({
      media,
      courseId,
      lessonId,
      durationMs,
      save: (body, saveOptions) => save.current(body, saveOptions),
      onChanged: () => onChanged.current(),
    });
  }, [media, courseId, lessonId, durationMs, enabled]);
}
