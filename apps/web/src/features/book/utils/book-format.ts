import { clockText } from '../../../components/media-player/clock-text';
import type { TBookCard } from '../catalogue/api/list-books';
import type { TAudioChapter } from '../api/get-book';

/** A share (0–1) as a whole percentage. */
export function percentOf(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** The catalogue's tag of how a book opens: 免费, 需授权 or 扫码阅读 (the code in the paper book). */
export function accessTag(access: TBookCard['access']): { text: string; color: string } {
  if (access === 'free') return { text: '免费', color: 'green' };
  if (access === 'code') return { text: '扫码阅读', color: 'purple' };
  return { text: '需授权', color: 'gold' };
}

/** The tag on the detail page, which knows whether the book is open to me. */
export function detailAccessTag(
  access: TBookCard['access'],
  locked: boolean,
): { text: string; color: string } {
  if (access === 'free' || locked) return accessTag(access);
  return { text: access === 'code' ? '已兑换' : '已授权', color: 'blue' };
}

/** Where I am in a chapter: 已听完, 听到 03:12, or 未听 (never played, or not past its start). */
export function chapterProgressText(progress: TAudioChapter['progress']): string {
  if (progress?.finished) return '已听完';
  if (progress && progress.positionMs >= 1000) return `听到 ${clockText(progress.positionMs)}`;
  return '未听';
}

export { clockText };
