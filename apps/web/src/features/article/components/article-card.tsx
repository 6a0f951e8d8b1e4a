import { Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { formatDate } from '../../../lib/date-format';
import type { TArticleCard } from '../api/list-articles';

/** One article in the list: title, column, summary, author, date, reading time, views, tags. */
export function ArticleCard({
  article,
  onTag,
}: {
  article: TArticleCard;
  onTag: (tag: string) => void;
}) {
  return (
    <li className="article-card">
      <h2 className="article-card__title">
        <Link to={paths.articleItem.href({ id: article.id })}>{article.title}</Link>
      </h2>
      <p className="article-card__summary">{article.summary}</p>
      <p className="article-meta">
        <Tag color="blue">{article.column}</Tag>
        <span>{article.author}</span>
        <span>{formatDate(article.publishedAt)}</span>
        <span>约 {article.readingMinutes} 分钟读完</span>
        <span>{article.views} 次阅读</span>
      </p>
      {article.tags.length > 0 ? (
        <p className="article-card__tags">
          {article.tags.map((tag) => (
            <button
              type="button"
              key={tag}
              className="article-tag"
              aria-label={`标签：${tag}`}
              onClick={() => onTag(tag)}
            >
              #{tag}
            </button>
          ))}
        </p>
      ) : null}
    </li>
  );
}
