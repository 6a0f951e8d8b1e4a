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
