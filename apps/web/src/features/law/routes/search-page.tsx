import { Empty, Input, Pagination, Radio, Select, Skeleton, Tabs } from 'antd';
import { useFilterParams } from '../../../hooks/use-filter-params';
import {
  LAW_STATUSES,
  SEARCH_MODES,
  type TSearchMode,
  type TSearchGroup,
} from '@yzfk/contract/calls/law';
import { useSearch } from '../api/search';
import { ArticleHitList } from '../components/article-hit-list';
import { LawListItem } from '../components/law-list-item';
import './law.css';

const PAGE_SIZE = 20;
const TYPES = ['all', 'law', 'article'] as const;
type TType = (typeof TYPES)[number];

const MODE_LABELS: Record<TSearchMode, string> = {
  all: '包含全部词',
  phrase: '精确短语',
  title: '仅标题',
};
const LEVELS = ['宪法', '法律', '行政法规', '司法解释', '部门规章', '案例', '其他'];

function countLabel(group: TSearchGroup | undefined): string {
  if (!group) return '';
  return `（${group.total}${group.capped ? '+' : ''}）`;
}

/** /search: global search, results by type (法规 titles, 条文 articles). */
export function SearchPage() {
  const [params, update] = useFilterParams();
  const keyword = params.get('q') ?? '';
  const typeParam = params.get('type') ?? '';
  const modeParam = params.get('mode') ?? '';
  const statusParam = params.get('status') ?? '';
  const type: TType = (TYPES as readonly string[]).includes(typeParam)
    ? (typeParam as TType)
    : 'all';
  const mode: TSearchMode = (SEARCH_MODES as readonly string[]).includes(modeParam)
    ? (modeParam as TSearchMode)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const level = params.get('level') ?? undefined;
  const status = (LAW_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as (typeof LAW_STATUSES)[number])
    : undefined;
  const { data, isFetching, isPending } = useSearch({
    keyword,
    type,
    mode,
    page,
    pageSize: PAGE_SIZE,
    level,
    status,
  });

  const lawGroup = data?.groups.find((group) => group.type === 'law');
  const articleGroup = data?.groups.find((group) => group.type === 'article');
  const terms = data?.terms ?? [];
  const pagedGroup = type === 'law' || mode === 'title' ? lawGroup : articleGroup;

  return (
    <div className="search-page">
      <h1 className="search-page__title">法规检索</h1>
      <Input.Search
        key={keyword}
        placeholder="输入法律术语或条文内容，如：累犯、诉讼时效、离婚 子女"
        enterButton="搜索"
        size="large"
        defaultValue={keyword}
        maxLength={50}
        allowClear
        onSearch={(value) => update({ q: value.trim() || undefined })}
      />
      <div className="search-page__options">
        <Radio.Group
          aria-label="检索方式"
          value={mode}
          optionType="button"
          options={SEARCH_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))}
          onChange={(event) => update({ mode: event.target.value as string })}
        />
        <Select
          aria-label="效力级别"
          placeholder="效力级别"
          allowClear
          value={level}
          style={{ width: 140 }}
          options={LEVELS.map((value) => ({ value, label: value }))}
          onChange={(value: string | undefined) => update({ level: value })}
        />
        <Select
          aria-label="时效性"
          placeholder="时效性"
          allowClear
          value={status}
          style={{ width: 140 }}
          options={LAW_STATUSES.map((value) => ({ value, label: value }))}
          onChange={(value: string | undefined) => update({ status: value })}
        />
      </div>
      {!keyword ? (
        <Empty description="请输入检索词" />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className={isFetching ? 'search-page__results is-loading' : 'search-page__results'}>
          <Tabs
            activeKey={mode === 'title' ? 'law' : type}
            onChange={(key) => update({ type: key })}
            items={[
              ...(mode === 'title' ? [] : [{ key: 'all', label: '全部' }]),
              { key: 'law', label: `法规${countLabel(lawGroup)}` },
              ...(mode === 'title'
                ? []
                : [{ key: 'article', label: `条文${countLabel(articleGroup)}` }]),
            ]}
          />
          {lawGroup && lawGroup.type === 'law' && lawGroup.items.length > 0 ? (
            <section aria-label="法规" className="search-group">
              {type === 'all' && mode !== 'title' ? (
                <h2 className="search-group__title">法规</h2>
              ) : null}
              {lawGroup.items.map((law) => (
                <LawListItem key={law.id} law={law} terms={terms} />
              ))}
            </section>
          ) : null}
          {articleGroup && articleGroup.type === 'article' ? (
            <section aria-label="条文" className="search-group">
              {type === 'all' ? <h2 className="search-group__title">条文</h2> : null}
              <ArticleHitList hits={articleGroup.items} terms={terms} />
            </section>
          ) : null}
          {pagedGroup && pagedGroup.total > PAGE_SIZE ? (
            <Pagination
              className="law-pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={pagedGroup.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
