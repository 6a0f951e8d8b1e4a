import { Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { LawLibraryBanner } from '../../../components/law-library/law-library-banner';
import { useGlobalSearch } from '../api/global-search';
import { SearchHitList } from '../components/search-hit-list';
import { SearchMatchNote } from '../components/search-match-note';
import { isSearchable } from '../search-query';
import '../search.css';

/** /exam/searchlaw: a compact search of law articles (条文) to keep open beside an exam. */
export function SearchLawPage() {
  const [query, setQuery] = useState('');
  const { data, isPending, isError } = useGlobalSearch({
    query: isSearchable(query) ? query : '',
    tab: 'article-clause',
    pageSize: 10,
  });
  const group = data?.groups.find((found) => found.tab === 'article-clause');
  const hits = group?.hits ?? [];
  return (
    <div className="search-law-page">
      <h1 className="search-law-page__title">法条检索</h1>
      <Input.Search
        placeholder="输入术语查找法条，如：正当防卫"
        enterButton="检索"
        maxLength={50}
        allowClear
        onSearch={(value) => setQuery(value.trim())}
      />
      <LawLibraryBanner />
      <div className="search-law-page__results">
        {!isSearchable(query) ? (
          <Empty description="输入关键词，快速查找相关法条；点击条文可在新窗口阅读全文" />
        ) : isPending ? (
          <Skeleton active />
        ) : isError ? (
          <Empty description="检索失败，请稍后重试" />
        ) : hits.length === 0 ? (
          <Empty description="没有找到相关条文，换个说法试试" />
        ) : (
          <>
            <SearchMatchNote match={group?.match} />
            <SearchHitList hits={hits} terms={data?.terms ?? []} compact openInNewTab />
          </>
        )}
      </div>
    </div>
  );
}
