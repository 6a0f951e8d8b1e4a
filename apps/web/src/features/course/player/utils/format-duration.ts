/** A lesson length or position as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** How far I am in a lesson, for the lesson list: 已学完, 已学 n%, or nothing before I start. */
export function lessonProgressText(
  progress: { positionMs: number; finished: boolean } | null,
  durationMs: number,
): string {
  if (!progress) return '';
  if (progress.finished) return '已学完';
  if (progress.positionMs <= 0 || durationMs <= 0) return '';
  return `已学 ${Math.min(99, Math.floor((progress.positionMs / durationMs) * 100))}%`;
}
