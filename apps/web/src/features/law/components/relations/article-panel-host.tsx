import { Drawer } from 'antd';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LAW_BADGES, type TLawBadge } from '@yzfk/contract/calls/law-relation-counts';
import type { TLawDetail } from '@yzfk/contract/calls/law';
import { paths } from '@yzfk/contract/paths';
import { Loading, LoadError } from '../../../../components/load-states';
import { useSession } from '../../../../lib/session-store';
import { useLawRelationCounts } from '../../api/get-law-relation-counts';
import { useLawRelations } from '../../api/get-law-relations';
import { BADGE_ATTRIBUTE, BADGE_TAB_ATTRIBUTE } from './article-badges';
import { ArticlePanel } from './article-panel';
import { ArticlePanelContext, type TArticlePanelContext } from './article-panel-context';
import { usePhoneLayout } from './use-phone-layout';
import './article-panel.css';

/** The class of the drawer's outermost element, which keeps focus as it closes. */
const PANEL_ROOT = 'law-panel-root';

/** The badge a `relTab` value names, or the first one. */
function badgeOf(value: string | null): TLawBadge {
  return LAW_BADGES.find((badge) => badge === value) ?? 'interpretation';
}

/** The panel's article from `?rel=`, when it is an article of this law. */
function panelOrdinal(value: string | null, detail: TLawDetail): number | undefined {
  const ordinal = Number(value);
  return detail.articles.some((article) => article.ordinal === ordinal) ? ordinal : undefined;
}

/**
 * 法条联想 on the law page: asks for the whole law's badge counts once its text is shown (the
 * page never waits for them), gives them to the articles' badges, and shows the panel of the
 * article named in the address (`?rel=586&relTab=case`), so that Back returns to it open: a
 * side panel on desktop, a drawer from the bottom on phones.
 */
export function ArticlePanelHost({
  detail,
  children,
}: {
  detail: TLawDetail;
  children: ReactNode;
}) {
  const lawId = detail.law.id;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const isLogined = useSession((state) => state.isLogined);
  const counts = useLawRelationCounts(lawId);
  const ordinal = panelOrdinal(searchParams.get('rel'), detail);
  const tab = badgeOf(searchParams.get('relTab'));
  const relations = useLawRelations(lawId, ordinal ?? 0, ordinal !== undefined);
  // The article whose panel was open last: focus goes back to its badges when it closes.
  const lastOrdinal = useRef<number>(undefined);
  const lastTab = useRef<TLawBadge>(tab);
  if (ordinal !== undefined) {
    lastOrdinal.current = ordinal;
    lastTab.current = tab;
  }

  const hrefAt = useCallback(
    (article: number, panel?: { ordinal: number; tab: TLawBadge }) =>
      paths.lawItem.href({
        id: lawId,
        terms: (searchParams.get('hl') ?? '').split(/\s+/).filter(Boolean),
        article,
        panel,
      }),
    [lawId, searchParams],
  );

  const byOrdinal = useMemo(
    () => new Map((counts.data?.articles ?? []).map((row) => [row.ordinal, row])),
    [counts.data],
  );
  const context = useMemo<TArticlePanelContext>(
    () => ({
      countsOf: (article) => byOrdinal.get(article),
      open: (article, badge) => void navigate(hrefAt(article, { ordinal: article, tab: badge })),
    }),
    [byOrdinal, navigate, hrefAt],
  );

  // The last article's number while the panel slides out, not 本条.
  const number = detail.articles.find(
    (article) => article.ordinal === (ordinal ?? lastOrdinal.current),
  )?.number;
  const close = () => {
    if (ordinal !== undefined) void navigate(hrefAt(ordinal), { replace: true });
  };
  // Opened by its address (Back, a link), nothing had focus to return to: the drawer keeps it
  // (or the page drops it) as it closes, and its badges take it.
  const afterOpenChange = (open: boolean) => {
    const active = document.activeElement;
    if (open || (active !== document.body && !active?.closest(`.${PANEL_ROOT}`))) return;
    // The badge of the tab it showed, else the article's first.
    const article = `[${BADGE_ATTRIBUTE}="${lastOrdinal.current ?? ''}"]`;
    (
      document.querySelector<HTMLElement>(
        `${article}[${BADGE_TAB_ATTRIBUTE}="${lastTab.current}"]`,
      ) ?? document.querySelector<HTMLElement>(article)
    )?.focus();
  };

  return (
    <ArticlePanelContext.Provider value={context}>
      {children}
      <Drawer
        open={ordinal !== undefined}
        onClose={close}
        afterOpenChange={afterOpenChange}
        title={`${number ?? '本条'} · 法条联想`}
        placement={phone ? 'bottom' : 'right'}
        size={phone ? '75vh' : 440}
        closable={{ 'aria-label': '关闭法条联想' }}
        className="law-panel"
        rootClassName={PANEL_ROOT}
      >
        <p className="law-panel__law">{detail.law.title}</p>
        {relations.isPending ? (
          <Loading rows={4} />
        ) : relations.error ? (
          <LoadError error={relations.error} onRetry={() => void relations.refetch()} />
        ) : (
          <ArticlePanel
            lawId={lawId}
            ordinal={ordinal ?? 0}
            data={relations.data}
            tab={tab}
            onTab={(next) =>
              ordinal !== undefined &&
              void navigate(hrefAt(ordinal, { ordinal, tab: next }), { replace: true })
            }
          />
        )}
        {isLogined ? null : <p className="law-panel__hint">登录后可查看我的笔记和做题记录。</p>}
      </Drawer>
    </ArticlePanelContext.Provider>
  );
}
