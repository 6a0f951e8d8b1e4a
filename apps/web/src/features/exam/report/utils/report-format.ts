import type { TAttemptStatus } from '@yzfk/contract/calls/exam-shapes';

/** A time span as the report says it: 1 小时 05 分 03 秒, 25 分 10 秒. */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h} 小时 ${pad(m)} 分 ${pad(s)} 秒` : `${m} 分 ${pad(s)} 秒`;
}

/** A score with at most one decimal (averages, half points): 87, 87.5. */
export function scoreText(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** What an attempt's status reads as in lists. */
export const ATTEMPT_STATUS_TEXT: Record<TAttemptStatus, string> = {
  in_progress: '考试中',
  submitted: '已交卷',
  collected: '已收卷',
};
