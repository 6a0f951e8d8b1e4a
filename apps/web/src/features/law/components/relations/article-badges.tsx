import { Button } from 'antd';
import { LAW_BADGES } from '@yzfk/contract/calls/law-relation-counts';
import { useArticlePanel } from './article-panel-context';
import { BADGE_LABELS } from './relation-labels';

/** The attributes a badge is found by when focus returns to it (the panel opened by address). */
export const BADGE_ATTRIBUTE = 'data-relation-badge';
export const BADGE_TAB_ATTRIBUTE = 'data-relation-tab';

/**
 * 法条联想 badges under an article (司法解释 3 · 案例 1 · 真题 2…): only those above 0, each
 * opening the article's panel at its tab; nothing until the law's counts have come.
 */
export function ArticleBadges({ ordinal, number }: { ordinal: number; number: string | null }) {
  const panel = useArticlePanel();
  const counts = panel?.countsOf(ordinal);
  if (!panel || !counts) return null;
  const badges = LAW_BADGES.filter((badge) => counts[badge] > 0);
  if (badges.length === 0) return null;
  return (
    <div className="law-badges" role="group" aria-label={`${number ?? '本条'}的法条联想`}>
      {badges.map((badge) => (
        <Button
          key={badge}
          size="small"
          type="text"
          className="law-badges__item"
          aria-haspopup="dialog"
          {...{ [BADGE_ATTRIBUTE]: ordinal, [BADGE_TAB_ATTRIBUTE]: badge }}
          onClick={() => panel.open(ordinal, badge)}
        >
          {BADGE_LABELS[badge]} <span className="law-badges__count">{counts[badge]}</span>
        </Button>
      ))}
    </div>
  );
}
