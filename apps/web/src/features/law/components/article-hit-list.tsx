import { Empty, List, Tag } from 'antd';
import { Link } from 'react-router';
import type { TArticleHit } from '@yzfk/contract/calls/law';
import { lawPath } from '../law-paths';
import { HighlightedText } from './highlighted-text';
import { LawStatusTag } from './law-status-tag';

/** Article hits: law, article number, where it sits, and the snippet with the terms marked. */
export function ArticleHitList({
  hits,
  terms,
  compact = false,
  openInNewTab = false,
}: {
  hits: TArticleHit[];
  terms: string[];
  compact?: boolean;
  openInNewTab?: boolean;
}) {
  if (hits.length === 0) return <Empty description="没有找到相关条文" />;
  return (
    <List
      className={compact ? 'article-hits article-hits--compact' : 'article-hits'}
      dataSource={hits}
      rowKey="articleId"
      renderItem={(hit) => (
        <List.Item>
          <div className="article-hit">
            <div className="article-hit__head">
              <Link
                to={lawPath(hit.lawId, { terms, ordinal: hit.ordinal })}
                className="article-hit__link"
                {...(openInNewTab ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                <span className="article-hit__law">{hit.lawTitle}</span>
                {hit.number ? <span className="article-hit__number">{hit.number}</span> : null}
              </Link>
              {compact ? null : (
                <>
                  <LawStatusTag status={hit.status} />
                  <Tag>{hit.level}</Tag>
                </>
              )}
            </div>
            {hit.headings.length > 0 && !compact ? (
              <div className="article-hit__path">{hit.headings.join(' › ')}</div>
            ) : null}
            <p className="article-hit__snippet">
              <HighlightedText parts={hit.snippet} />
            </p>
          </div>
        </List.Item>
      )}
    />
  );
}
