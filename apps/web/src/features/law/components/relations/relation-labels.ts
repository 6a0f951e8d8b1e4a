import type { TLawBadge } from '@yzfk/contract/calls/law-relation-counts';
import type { TLawRelationKind, TQuestionResult } from '@yzfk/contract/calls/law-relations';

/** What each badge and panel tab is called. */
export const BADGE_LABELS: Record<TLawBadge, string> = {
  interpretation: '司法解释',
  case: '案例',
  cites: '引用',
  applies: '适用',
  questions: '真题',
  writings: '文章',
  notes: '我的笔记',
};

/** The heading of a group of citing or cited articles, by the kind of text. */
export const KIND_LABELS: Record<TLawRelationKind, string> = {
  interpretation: '司法解释',
  case: '案例',
  law: '法律',
  regulation: '法规',
  amends: '修正',
  other: '其他',
  internal: '本法条文',
};

/** A question's last result as the panel marks it. */
export const RESULT_LABELS: Record<TQuestionResult, { text: string; color?: string }> = {
  right: { text: '对', color: 'success' },
  wrong: { text: '错', color: 'error' },
  none: { text: '未做' },
};
