import { Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearch } from '../api/search';
import { ArticleHitList } from '../components/article-hit-list';
import './law.css';

/** /exam/searchlaw: a compact article search to keep open beside an exam. */
export function SearchLawPage() {
  const [keyword, setKeyword] = useState('');
  const { data, isPending } = useSearch({ keyword, type: 'article', mode: 'all', pageSize: 10 });
  const articles = data?.groups.find((group) => group.type === 'article');
  return (
    <div className="search-law-page">
      <h1 className="search-law-page__title">法条检索</h1>
      <Input.Search
        placeholder="输入术语查找法条，如：正当防卫"
        enterButton="检索"
        maxLength={50}
        allowClear
        onSearch={(value) => setKeyword(value.trim())}
      />
      <div className="search-law-page__results">
        {!keyword ? (
          <Empty description="输入关键词，快速查找相关法条；点击条文可在新窗口阅读全文" />
        ) : isPending ? (
          <Skeleton active />
        ) : articles?.type === 'article' ? (
          <ArticleHitList hits={articles.items} terms={data?.terms ?? []} compact openInNewTab />
        ) : null}
      </div>
    </div>
  );
}
