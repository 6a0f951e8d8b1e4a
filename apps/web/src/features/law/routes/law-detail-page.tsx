import { Alert, Breadcrumb, Collapse, Result, Segmented, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { lawArticleAnchor, paths } from '@yzfk/contract/paths';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-format';
import { useLawDetail } from '../api/get-law-detail';
import { lawKeys } from '../api/query-keys';
import type { TLawArticleNotesProps } from '../components/law-article-view';
import { LawBody } from '../components/law-body';
import { LawStatusTag } from '../components/law-status-tag';
import { LawToc } from '../components/law-toc';
import { ArticlePanelHost } from '../components/relations/article-panel-host';
import { ArticleChangeMarks, LawCompareLink } from '../compare/article-change-marks';
import { linkedOrdinal, mapMovedOrdinal } from '../law-articles';
import './law.css';

/** Navigation state of the law page after a retired sample's address moved to the real law. */
type TMovedState = { movedFromSample: true };

function isMovedState(state: unknown): state is TMovedState {
  return typeof state === 'object' && state !== null && 'movedFromSample' in state;
}

const FONT_SIZES = [
  { label: '小', value: 15 },
  { label: '中', value: 17 },
  { label: '大', value: 20 },
];

/**
 * /law/item/:id: one law to read, with contents, anchors, versions and highlighting; the
 * router may compose in the user's notes under each article (`articleNotes`) and the favourite
 * star (`favoriteStar`).
 */
export function LawDetailPage({
  articleNotes,
  favoriteStar: FavoriteStar,
}: {
  articleNotes?: ComponentType<TLawArticleNotesProps>;
  favoriteStar?: ComponentType<{ targetId: number }>;
} = {}) {
  const { id } = useParams();
  const lawId = Number(id);
  const [searchParams] = useSearchParams();
  const highlight = searchParams.get('hl') ?? '';
  const terms = highlight.split(/\s+/).filter(Boolean);
  const location = useLocation();
  const valid = Number.isInteger(lawId) && lawId > 0;
  const { data, isPending, error } = useLawDetail(valid ? lawId : 0);
  const [fontSize, setFontSize] = useState(17);
  const [active, setActive] = useState<number>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The address (history entry) whose moved notice the reader closed.
  const [closedNoticeKey, setClosedNoticeKey] = useState<string>();

  const jump = useCallback((ordinal: number) => {
    document.getElementById(lawArticleAnchor(ordinal))?.scrollIntoView({ block: 'start' });
    setActive(ordinal);
    window.history.replaceState(window.history.state, '', `#${lawArticleAnchor(ordinal)}`);
  }, []);

  // A retired sample excerpt answers with the real law that replaced it: the address moves to
  // that law (its article mapped), replacing the old one, and the page says so once.
  useEffect(() => {
    const movedFrom = data?.movedFrom;
    if (!data || !movedFrom || movedFrom.id !== lawId) return;
    queryClient.setQueryData(lawKeys.detail(data.law.id), { ...data, movedFrom: undefined });
    const ordinal = mapMovedOrdinal(movedFrom.articles, linkedOrdinal(location.hash));
    const path = paths.lawItem.href({
      id: data.law.id,
      terms: highlight.split(/\s+/).filter(Boolean),
      article: ordinal,
    });
    void navigate(path, { replace: true, state: { movedFromSample: true } satisfies TMovedState });
  }, [data, lawId, location.hash, highlight, navigate, queryClient]);

  useEffect(() => {
    // A moved law's address is about to change: its article is looked up after the move.
    if (!data || data.movedFrom) return;
    const match = /^#art-(\d+)$/.exec(location.hash);
    if (match) jump(Number(match[1]));
  }, [data, location.hash, jump]);

  if (!valid || (error instanceof ApiError && error.code === E.lawNotFound)) {
    return (
      <Result
        status="404"
        title="法规不存在或已被删除"
        extra={<Link to={paths.lawList.href()}>返回法规列表</Link>}
      />
    );
  }
  if (error) return <Result status="error" title="法规加载失败，请稍后重试" />;
  if (isPending || data.movedFrom?.id === lawId) {
    return <Skeleton active paragraph={{ rows: 12 }} className="law-page" />;
  }

  const { law, versions } = data;
  const linked = /^#art-(\d+)$/.exec(location.hash);
  const isLinkedMissing =
    linked !== null && !data.articles.some((article) => article.ordinal === Number(linked[1]));
  return (
    <div className="law-page">
      <Breadcrumb
        items={[
          { title: <Link to={paths.lawList.href()}>法律法规</Link> },
          { title: law.category },
          { title: law.title },
        ]}
      />
      <header className="law-header">
        <h1 className="law-header__title">{law.title}</h1>
        {law.subtitle ? <div className="law-header__subtitle">{law.subtitle}</div> : null}
        <div className="law-header__meta">
          <LawStatusTag status={law.status} />
          <Tag>{law.level}</Tag>
          {law.region ? <Tag>{law.region}</Tag> : null}
          {law.isTrial ? <Tag color="purple">试行</Tag> : null}
          {law.issuingBody ? <span>制定机关：{law.issuingBody}</span> : null}
          {law.publishedAt ? <span>公布日期：{formatDate(law.publishedAt)}</span> : null}
          {law.effectiveAt ? <span>施行日期：{formatDate(law.effectiveAt)}</span> : null}
        </div>
        {law.isSample ? (
          <Alert
            type="warning"
            showIcon
            message="示例数据：本条目仅含节选条文，用于演示。导入完整法规库后请以正式文本为准。"
          />
        ) : null}
        <div className="law-header__tools">
          <span className="law-header__label">字号</span>
          <Segmented
            aria-label="字号"
            options={FONT_SIZES}
            value={fontSize}
            onChange={(value) => setFontSize(value)}
          />
          {FavoriteStar ? <FavoriteStar targetId={law.id} /> : null}
          <LawCompareLink detail={data} />
        </div>
        {law.history.length > 0 || versions.length > 1 ? (
          <Collapse
            size="small"
            className="law-header__history"
            items={[
              ...(law.history.length > 0
                ? [
                    {
                      key: 'history',
                      label: `历史沿革（${law.history.length}）`,
                      children: (
                        <ol className="law-history">
                          {law.history.map((event, index) => (
                            <li key={index}>
                              {event.date ? <time>{formatDate(event.date)}</time> : null}{' '}
                              {event.text}
                            </li>
                          ))}
                        </ol>
                      ),
                    },
                  ]
                : []),
              ...(versions.length > 1
                ? [
                    {
                      key: 'versions',
                      label: `其他版本（${versions.length - 1}）`,
                      children: (
                        <ul className="law-versions" aria-label="版本">
                          {versions.map((version) => (
                            <li key={version.id}>
                              {version.id === law.id ? (
                                <strong>{version.title}（本版本）</strong>
                              ) : (
                                <Link to={paths.lawItem.href({ id: version.id })}>
                                  {version.title}
                                </Link>
                              )}{' '}
                              <LawStatusTag status={version.status} />
                              {version.publishedAt ? formatDate(version.publishedAt) : ''}
                            </li>
                          ))}
                        </ul>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </header>
      {isMovedState(location.state) && closedNoticeKey !== location.key ? (
        <Alert
          type="info"
          showIcon
          closable={{ 'aria-label': '关闭' }}
          className="law-moved"
          title="示例节选已由正式法规文本取代"
          onClose={() => setClosedNoticeKey(location.key)}
        />
      ) : null}
      {isLinkedMissing ? (
        <Alert
          type="info"
          showIcon
          className="law-missing"
          message="本条未收录：所引条文不在本库收录的文本中。"
        />
      ) : null}
      <div className="law-reader">
        <aside className="law-reader__toc">
          <LawToc toc={law.toc} onJump={jump} />
        </aside>
        <div className="law-reader__text" style={{ fontSize }}>
          <ArticlePanelHost detail={data}>
            <ArticleChangeMarks detail={data}>
              <LawBody
                detail={data}
                terms={terms}
                activeOrdinal={active}
                articleNotes={articleNotes}
              />
            </ArticleChangeMarks>
          </ArticlePanelHost>
        </div>
      </div>
    </div>
  );
}
