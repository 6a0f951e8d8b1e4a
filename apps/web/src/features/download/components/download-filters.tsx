import { Input, Segmented, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_SORTS } from '@yzfk/contract/calls/download';
import {
  QUERY_MAX,
  SORT_LABELS,
  type TDownloadFilters,
  type TDownloadSort,
} from '../utils/list-filters';

type TFilterKey = 'category' | 'q' | 'sort';

const ALL = 'all';

/** The area's filters: category tabs, a search by title, and the sort. */
export function DownloadFilters({
  filters,
  onChange,
}: {
  filters: TDownloadFilters;
  onChange: (key: TFilterKey, value: string | undefined) => void;
}) {
  // The box keeps what is typed; the URL changes on 搜索 (Enter), and a URL change (back, 清除筛选)
  // shows in the box.
  const [typed, setTyped] = useState(filters.q ?? '');
  useEffect(() => setTyped(filters.q ?? ''), [filters.q]);
  return (
    <div className="download-filters">
      <Tabs
        className="download-filters__tabs"
        activeKey={filters.category ?? ALL}
        items={[ALL, ...DOWNLOAD_CATEGORIES].map((key) => ({
          key,
          label: key === ALL ? '全部' : key,
        }))}
        onChange={(key) => onChange('category', key === ALL ? undefined : key)}
      />
      <div className="download-filters__row" role="group" aria-label="筛选">
        <Input.Search
          className="download-filters__search"
          aria-label="搜索文件名称"
          placeholder="搜索文件名称"
          allowClear
          maxLength={QUERY_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => onChange('q', value)}
        />
        <Segmented<TDownloadSort>
          aria-label="排序"
          value={filters.sort}
          options={DOWNLOAD_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={(value) => onChange('sort', value)}
        />
      </div>
    </div>
  );
}
