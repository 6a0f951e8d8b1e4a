import { Input, Radio, Select, Tabs } from 'antd';
import { Link } from 'react-router';
import {
  LAW_STATUSES,
  LOCAL_LAW_LEVEL,
  SEARCH_MODES,
  type TSearchMode,
} from '@yzfk/contract/calls/law';
import {
  HITS_PER_TAB_IN_ALL,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  type TSearchTab,
  type TTabCount,
} from '@yzfk/contract/calls/search';
import { paths } from '@yzfk/contract/paths';
import { LawLibraryBanner } from '../../../components/law-library/law-library-banner';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { useFilterParams } from '../../../hooks/use-filter-params';
import { oneOf, pageParam } from '../../../lib/url-filters';
import { useGlobalSearch } from '../api/global-search';
import { SearchEmpty } from '../components/search-empty';
import { SearchHitList } from '../components/search-hit-list';
import { SearchMatchNote } from '../components/search-match-note';
import { isSearchable } from '../search-query';
import '../search.css';
import { ListPagination } from '../../../components/list-pagination';

const PAGE_SIZE = 20;
const MODE_LABELS: Record<TSearchMode, string> = {
  all: '包含全部词',
  phrase: '精确短语',
  title: '仅标题',
};
// 地方性法规 are searched only when asked for (decision 0031).
const LEVELS = [
  '宪法',
  '法律',
  '行政法规',
  '司法解释',
  '部门规章',
  LOCAL_LAW_LEVEL,
  '案例',
  '其他',
];

function countText(count: TTabCount | undefined): string {
  if (!count) return '';
  return `（${count.total}${count.capped ? '+' : ''}）`;
}

/** The law tabs' options: how terms match, and the level and status filters. */
function LawOptions() {
  const [params, update] = useFilterParams();
  return (
    <div className="search-page__options">
      <Radio.Group
        aria-label="检索方式"
        value={oneOf(SEARCH_MODES, params.get('mode')) ?? 'all'}
        optionType="button"
        options={SEARCH_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))}
        onChange={(event) => update({ mode: event.target.value as string })}
      />
      <Select
        aria-label="效力级别"
        placeholder="效力级别"
        allowClear
        value={params.get('level') ?? undefined}
        style={{ width: 140 }}
        options={LEVELS.map((value) => ({ value, label: value }))}
        onChange={(value: string | undefined) => update({ level: value })}
      />
      <Select
        aria-label="时效性"
        placeholder="时效性"
        allowClear
        value={oneOf(LAW_STATUSES, params.get('status'))}
        style={{ width: 140 }}
        options={LAW_STATUSES.map((value) => ({ value, label: value }))}
        onChange={(value: string | undefined) => update({ status: value })}
      />
    </div>
  );
}

/**
 * /search: one search over laws, articles of law, questions, books, courses, articles and
 * downloads. The query, tab and page live in the address; every tab shows its count.
 */
export function SearchPage() {
  const [params, update] = useFilterParams();
  const query = (params.get('q') ?? '').trim();
  const tab: TSearchTab = oneOf(SEARCH_TABS, params.get('tab')) ?? 'all';
  const page = pageParam(params);
  const lawTab = tab === 'law' || tab === 'article-clause';
  const searchable = isSearchable(query);
  const result = useGlobalSearch({
    query: searchable ? query : '',
    tab,
    page,
    pageSize: PAGE_SIZE,
    ...(lawTab
      ? {
          mode: oneOf(SEARCH_MODES, params.get('mode')),
          level: params.get('level') ?? undefined,
          region:
            params.get('level') === LOCAL_LAW_LEVEL
              ? (params.get('region') ?? undefined)
              : undefined,
          status: oneOf(LAW_STATUSES, params.get('status')),
        }
      : {}),
  });
  const counts = result.data?.counts ?? [];

  const body = (() => {
    if (!query || !searchable) {
      return <EmptyState text="请输入要搜索的关键词，如：诉讼时效、正当防卫、宪法" />;
    }
    if (result.isPending) return <Loading rows={8} />;
    if (result.isError) {
      return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
    }
    const { groups } = result.data;
    if (groups.length === 0 || groups.every((group) => group.hits.length === 0)) {
      const count = counts.find((c) => c.tab === tab);
      if (tab !== 'all' && count && count.total > 0) {
        return (
          <EmptyState text={`这一页没有结果了（共 ${count.total} 条）`}>
            <Link to={paths.search.href({ q: query, tab: tab })}>回到第一页</Link>
          </EmptyState>
        );
      }
      return <SearchEmpty query={query} tab={tab} />;
    }
    if (tab === 'all') {
      return groups.map((group) => (
        <section key={group.tab} aria-label={SEARCH_TAB_LABELS[group.tab]} className="search-group">
          <h2 className="search-group__title">
            {SEARCH_TAB_LABELS[group.tab]}
            <span className="search-group__count">{countText(group)}</span>
          </h2>
          <SearchMatchNote match={group.match} />
          <SearchHitList hits={group.hits} terms={result.data.terms} />
          {group.total > HITS_PER_TAB_IN_ALL ? (
            <Link
              className="search-group__more"
              to={paths.search.href({ q: query, tab: group.tab })}
            >
              查看全部{SEARCH_TAB_LABELS[group.tab]}结果
            </Link>
          ) : null}
        </section>
      ));
    }
    const group = groups[0];
    if (!group) return null;
    return (
      <section aria-label={SEARCH_TAB_LABELS[group.tab]} className="search-group">
        <SearchMatchNote match={group.match} />
        <SearchHitList hits={group.hits} terms={result.data.terms} />
        <ListPagination
          className="search-page__pagination"
          page={page}
          pageSize={PAGE_SIZE}
          total={group.total}
          onPage={(next) => update({ page: String(next) })}
        />
      </section>
    );
  })();

  return (
    <div className="search-page">
      <h1 className="search-page__title">搜索</h1>
      <Input.Search
        key={query}
        aria-label="搜索关键词"
        placeholder="搜索法规、条文、题目、图书、课程、文章、下载"
        enterButton="搜索"
        size="large"
        defaultValue={query}
        maxLength={50}
        allowClear
        onSearch={(value) => update({ q: value.trim() || undefined })}
      />
      {query && searchable ? (
        <Tabs
          className="search-page__tabs"
          activeKey={tab}
          onChange={(key) => update({ tab: key === 'all' ? undefined : key })}
          items={SEARCH_TABS.map((key) => ({
            key,
            label: `${SEARCH_TAB_LABELS[key]}${
              key === 'all' ? '' : countText(counts.find((count) => count.tab === key))
            }`,
          }))}
        />
      ) : null}
      {lawTab ? <LawOptions /> : null}
      {/* The laws found are those already loaded; 全部 shows the law tabs' hits too. */}
      {query && searchable && (lawTab || tab === 'all') ? <LawLibraryBanner /> : null}
      <div
        className={result.isFetching ? 'search-page__results is-loading' : 'search-page__results'}
      >
        {body}
      </div>
    </div>
  );
}
