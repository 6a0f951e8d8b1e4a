import { Empty } from 'antd';
import { Link } from 'react-router';
import { SEARCH_TAB_LABELS, type TSearchTab } from '@yzfk/contract/calls/search';
import { paths } from '@yzfk/contract/paths';

/** Words worth trying, one per kind of content (each finds something in the demo content). */
const SEARCH_SUGGESTIONS = ['诉讼时效', '正当防卫', '宪法', '累犯', '起诉'];

/** What to try when a search finds nothing: fewer or other words, another tab, examples. */
export function SearchEmpty({ query, tab }: { query: string; tab: TSearchTab }) {
  return (
    <Empty
      description={
        <div className="search-empty">
          <p>
            {tab === 'all'
              ? `没有找到与“${query}”相关的内容`
              : `${SEARCH_TAB_LABELS[tab]}中没有找到与“${query}”相关的内容`}
          </p>
          <ul className="search-empty__tips">
            <li>检查错别字，或换一个更常用的说法</li>
            <li>减少关键词，或用空格分开几个词（如：离婚 子女）</li>
            {tab === 'all' ? null : (
              <li>
                在 <Link to={paths.search.href({ q: query })}>全部</Link> 中查看其他分类的结果
              </li>
            )}
          </ul>
          <p className="search-empty__suggestions">
            试试：
            {SEARCH_SUGGESTIONS.map((word) => (
              <Link key={word} to={paths.search.href({ q: word, tab: tab })}>
                {word}
              </Link>
            ))}
          </p>
        </div>
      }
    />
  );
}
