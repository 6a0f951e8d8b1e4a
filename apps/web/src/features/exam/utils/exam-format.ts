import type { TExamPaper } from '@yzfk/contract/calls/exam-shapes';
import dayjs from 'dayjs';

/** 试卷一 · 100 题 · 180 分钟 · 150 分 */
export function paperText(paper: TExamPaper): string {
  return `${paper.title} · ${paper.questionCount} 题 · ${paper.durationMinutes} 分钟 · ${paper.maxScore} 分`;
}

/** A clock time as the save status shows it: 09:31:05. */
export function clockTime(iso: string | number): string {
  return dayjs(iso).format('HH:mm:ss');
}

/** Seconds as 1 小时 5 分 9 秒 / 5 分 9 秒, for waiting times. */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d > 0) return `${d} 天 ${h} 小时 ${m} 分`;
  if (h > 0) return `${h} 小时 ${m} 分 ${s} 秒`;
  return `${m} 分 ${s} 秒`;
}
