import dayjs from 'dayjs';
import { DATE_FORMAT } from '@yzfk/contract/constants';
import type { TPracticeKind, TPracticeMode } from '@yzfk/contract/calls/tiku-shapes';
import type { TDateInput } from '../../../lib/date-format';

/**
 * A moment to the minute, YYYY-MM-DD HH:mm (the wrong-answer book's "last wrong"); blank when
 * missing. lib/date-format has dates and full stamps only.
 */
export function formatMinute(value: TDateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const day = dayjs(value);
  return day.isValid() ? day.format(`${DATE_FORMAT} HH:mm`) : '';
}

const KIND_LABELS: Record<TPracticeKind, string> = {
  chapter: '章节练习',
  paper: '试卷练习',
  mistakes: '错题重做',
  favorites: '收藏练习',
  article: '法条真题',
};

const MODE_LABELS: Record<TPracticeMode, string> = {
  practice: '练习',
  recite: '背题',
  exam: '考试',
};

/** What kind of session a record is: 章节练习 · 背题. */
export function sessionKindText(kind: TPracticeKind, mode: TPracticeMode): string {
  if (kind === 'paper') return KIND_LABELS.paper;
  return mode === 'practice' ? KIND_LABELS[kind] : `${KIND_LABELS[kind]} · ${MODE_LABELS[mode]}`;
}
