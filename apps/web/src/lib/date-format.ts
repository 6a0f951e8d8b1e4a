import dayjs from 'dayjs';
import { DATE_FORMAT, STAMP_FORMAT } from '@yzfk/contract/constants';

export type TDateInput = string | number | Date | null | undefined;

function toDay(value: TDateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const day = dayjs(value);
  return day.isValid() ? day : undefined;
}

/** Formats a date as YYYY-MM-DD; blank when the value is missing or not a date. */
export function formatDate(value: TDateInput): string {
  return toDay(value)?.format(DATE_FORMAT) ?? '';
}

/** Formats a moment as YYYY/MM/DD-HH:mm:ss; blank when the value is missing or not a date. */
export function formatStamp(value: TDateInput): string {
  return toDay(value)?.format(STAMP_FORMAT) ?? '';
}

/** A length in words: 1小时5分钟, 12分钟, or seconds below a minute (the demo lessons). */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return `${total}秒`;
  const minutes = Math.round(total / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes}分钟`;
  return minutes % 60 === 0 ? `${hours}小时` : `${hours}小时${minutes % 60}分钟`;
}
