import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import type { TArticleList } from '../api/list-articles';

/** The 最多阅读 sidebar: the most read articles of all columns. */
export function MostRead({ items }: { items: TArticleList['mostRead'] }) {
  if (items.length === 0) return null;
  return (
    <aside className="article-side" aria-label="最多阅读">
      <h2 className="article-side__title">最多阅读</h2>
      <ol className="article-side__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={paths.articleItem.href({ id: item.id })}>{item.title}</Link>
            <span className="article-muted">{item.views} 次阅读</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
