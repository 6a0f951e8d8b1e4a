import type { TExamQuestion } from '@yzfk/contract/calls/exam-shapes';

/** A choice after picking `key`: single replaces, multiple and 不定项 toggle (kept A–H order). */
export function pickOption(type: TExamQuestion['type'], chosen: readonly string[], key: string) {
  if (type === 'single') return [key];
  const next = chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key];
  return next.sort();
}
