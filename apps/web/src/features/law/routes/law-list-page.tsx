import { Empty, Input, Segmented, Select, Skeleton } from 'antd';
import { LawLibraryBanner } from '../../../components/law-library/law-library-banner';
import { ListPagination } from '../../../components/list-pagination';
import { useFilterParams } from '../../../hooks/use-filter-params';
import {
  LAW_LIST_SORTS,
  LAW_STATUSES,
  LOCAL_LAW_LEVEL,
  type TLawListSort,
  type TLawStatus,
} from '@yzfk/contract/calls/law';
import { useLawList } from '../api/get-law-list';
import { ActiveFilters, type TActiveFilter } from '../components/active-filters';
import { CategoryTree } from '../components/category-tree';
import { LawListItem } from '../components/law-list-item';
import './law.css';

const SORT_LABELS: Record<TLawListSort, string> = {
  publishedDesc: '公布日期（新→旧）',
  publishedAsc: '公布日期（旧→新）',
  effectiveDesc: '施行日期（新→旧）',
  title: '标题',
};

const PAGE_SIZE = 20;

/** /lawList: the law database with categories, level and status filters, sorting and paging. */
export function LawListPage() {
  const [params, update] = useFilterParams();
  const sortParam = params.get('sort') ?? '';
  const statusParam = params.get('status') ?? '';
  const request = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
    level: params.get('level') ?? undefined,
    // A region narrows local regulations only: it is sent with their level, never alone.
    region:
      params.get('level') === LOCAL_LAW_LEVEL ? (params.get('region') ?? undefined) : undefined,
    category: params.get('category') ?? undefined,
    subcategory: params.get('subcategory') ?? undefined,
    status: (LAW_STATUSES as readonly string[]).includes(statusParam)
      ? (statusParam as TLawStatus)
      : undefined,
    keyword: params.get('keyword') ?? undefined,
    sort: (LAW_LIST_SORTS as readonly string[]).includes(sortParam)
      ? (sortParam as TLawListSort)
      : 'publishedDesc',
  };
  const { data, isPending } = useLawList(request);
  const filters: TActiveFilter[] = [
    request.category ? { param: 'category', text: `分类：${request.category}` } : null,
    request.subcategory ? { param: 'subcategory', text: `子分类：${request.subcategory}` } : null,
    request.keyword ? { param: 'keyword', text: `标题含：${request.keyword}` } : null,
    request.level ? { param: 'level', text: `效力级别：${request.level}` } : null,
    request.region ? { param: 'region', text: `地区：${request.region}` } : null,
    request.status ? { param: 'status', text: `时效性：${request.status}` } : null,
  ].filter((filter) => filter !== null);

  return (
    <div className="law-list-page">
      <aside className="law-list-page__side">
        <div className="law-side-title">法规分类</div>
        {data ? (
          <CategoryTree
            categories={data.categories}
            selected={{ category: request.category, subcategory: request.subcategory }}
            onSelect={(selection) => update(selection)}
          />
        ) : (
          <Skeleton active />
        )}
      </aside>
      <section className="law-list-page__main">
        <h1 className="law-list-page__title">法律法规</h1>
        <Input.Search
          placeholder="在标题中检索，如：民法典、公司法"
          allowClear
          enterButton="检索"
          // Remounted when the keyword changes elsewhere (a cleared filter), so it shows the URL's.
          key={request.keyword ?? ''}
          defaultValue={request.keyword}
          maxLength={50}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
          className="law-list-page__search"
        />
        <div className="law-filters">
          <span className="law-filters__label">效力级别</span>
          <Segmented
            aria-label="效力级别"
            value={request.level ?? ''}
            options={[
              { label: '全部', value: '' },
              ...(data?.levels ?? []).map((level) => ({
                label: `${level.name}（${level.count}）`,
                value: level.name,
              })),
            ]}
            onChange={(value) => update({ level: value || undefined, region: undefined })}
          />
        </div>
        {request.level === LOCAL_LAW_LEVEL ? (
          <div className="law-filters">
            <span className="law-filters__label">地区</span>
            <Select
              aria-label="地区"
              placeholder="全部地区"
              allowClear
              showSearch
              value={request.region}
              style={{ width: 200 }}
              options={(data?.regions ?? []).map((region) => ({
                value: region.name,
                label: `${region.name}（${region.count}）`,
              }))}
              onChange={(value: string | undefined) => update({ region: value })}
            />
          </div>
        ) : null}
        <div className="law-filters">
          <span className="law-filters__label">时效性</span>
          <Segmented
            aria-label="时效性"
            value={request.status ?? ''}
            options={[
              { label: '全部', value: '' },
              ...LAW_STATUSES.map((s) => ({ label: s, value: s })),
            ]}
            onChange={(value) => update({ status: value || undefined })}
          />
          <span className="law-filters__label law-filters__label--right">排序</span>
          <Select
            aria-label="排序"
            value={request.sort}
            style={{ width: 180 }}
            options={LAW_LIST_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
            onChange={(value) => update({ sort: value })}
          />
        </div>
        <ActiveFilters
          filters={filters}
          onClear={(cleared) =>
            update(Object.fromEntries(cleared.map((param) => [param, undefined])))
          }
        />
        <LawLibraryBanner />
        <div className="law-list-page__count" aria-live="polite">
          {data ? `共 ${data.total} 部` : ''}
        </div>
        {isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data && data.list.length > 0 ? (
          <div className="law-list">
            {data.list.map((law) => (
              <LawListItem key={law.id} law={law} />
            ))}
          </div>
        ) : (
          <Empty description="没有符合条件的法规" />
        )}
        {data ? (
          <ListPagination
            className="law-pagination"
            page={request.page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPage={(page) => update({ page: String(page) })}
          />
        ) : null}
      </section>
    </div>
  );
}
