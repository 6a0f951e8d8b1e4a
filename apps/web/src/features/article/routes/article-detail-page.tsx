import type { ComponentType } from 'react';
import { Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { paths } from '@yzfk/contract/paths';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-format';
import { LoadError, NotFound } from '../../../components/load-states';
import { useArticle, type TArticleDetail } from '../api/get-article';
import { ArticleBody } from '../components/article-body';
import { parseArticleId } from '../utils/article-params';
import './article.css';

/** An article id the server does not know (or one that is not published). */
function ArticleNotFound() {
  return (
    <NotFound
      title="文章不存在"
      reason="这篇文章可能已下线，或链接有误。"
      back={<Link to={paths.articleList.href()}>返回文章列表</Link>}
    />
  );
}

/** The favourite star a route composes in (features never import each other). */
type TFavoriteSlot = ComponentType<{ targetId: number }>;

function Article({
  detail,
  favoriteStar: FavoriteStar,
}: {
  detail: TArticleDetail;
  favoriteStar?: TFavoriteSlot;
}) {
  const { article, previous, next } = detail;
  return (
    <div className="article-page article-detail">
      <nav className="article-back">
        <Link to={paths.articleList.href()}>← 返回文章列表</Link>
      </nav>
      <article aria-labelledby="article-heading">
        <h1 id="article-heading" className="article-title">
          {article.title}
        </h1>
        <p className="article-meta">
          <Link to={paths.articleList.href({ column: article.column })}>
            <Tag color="blue">{article.column}</Tag>
          </Link>
          <span>作者：{article.author}</span>
          <span>发布于 {formatDate(article.publishedAt)}</span>
          <span>约 {article.readingMinutes} 分钟读完</span>
          <span aria-label="阅读次数">{article.views} 次阅读</span>
          {FavoriteStar ? <FavoriteStar targetId={article.id} /> : null}
        </p>
        <ArticleBody html={article.bodyHtml} />
        {article.tags.length > 0 ? (
          <p className="article-card__tags" aria-label="标签">
            {article.tags.map((tag) => (
              <Link key={tag} className="article-tag" to={paths.articleList.href({ tag })}>
                #{tag}
              </Link>
            ))}
          </p>
        ) : null}
      </article>
      <nav className="article-neighbours" aria-label="上一篇和下一篇">
        <span>
          上一篇：
          {previous ? (
            <Link to={paths.articleItem.href({ id: previous.id })}>{previous.title}</Link>
          ) : (
            '没有了'
          )}
        </span>
        <span>
          下一篇：
          {next ? <Link to={paths.articleItem.href({ id: next.id })}>{next.title}</Link> : '没有了'}
        </span>
      </nav>
    </div>
  );
}

/** /article/item/:id (文章详情): the article, its linked citations, and its neighbours. */
export function ArticleDetailPage({ favoriteStar }: { favoriteStar?: TFavoriteSlot } = {}) {
  const articleId = parseArticleId(useParams().id);
  const article = useArticle(articleId);
  if (articleId === undefined) return <ArticleNotFound />;
  if (article.isPending) {
    return (
      <div className="article-page" aria-busy="true" aria-label="加载中">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.code === E.articleNotFound) {
      return <ArticleNotFound />;
    }
    return <LoadError error={article.error} onRetry={() => void article.refetch()} />;
  }
  return <Article detail={article.data} favoriteStar={favoriteStar} />;
}
