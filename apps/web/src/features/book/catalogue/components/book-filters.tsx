import { Input, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { BOOK_CATEGORIES, BOOK_SORTS } from '@yzfk/contract/calls/book';
import { QUERY_MAX, SORT_LABELS, type TBookFilters, type TBookSort } from '../utils/list-filters';

type TFilterKey = 'category' | 'q' | 'sort';

/** The catalogue's filters: a category, a search by title or author, and the sort. */
export function BookFilters({
  filters,
  onChange,
}: {
  filters: TBookFilters;
  onChange: (key: TFilterKey, value: string | undefined) => void;
}) {
  // The box keeps what is typed; the URL changes on 搜索 (Enter), and a URL change (back, 清除筛选)
  // shows in the box.
  const [typed, setTyped] = useState(filters.q ?? '');
  useEffect(() => setTyped(filters.q ?? ''), [filters.q]);
  return (
    <div className="catalogue-filters" role="group" aria-label="筛选">
      <Select<string>
        className="catalogue-filters__select"
        aria-label="分类"
        value={filters.category ?? ''}
        options={[
          { value: '', label: '全部分类' },
          ...BOOK_CATEGORIES.map((category) => ({ value: category, label: category })),
        ]}
        onChange={(next) => onChange('category', next || undefined)}
        popupMatchSelectWidth={false}
      />
      <Input.Search
        className="book-filters__search"
        aria-label="搜索书名或作者"
        placeholder="搜索书名或作者"
        allowClear
        maxLength={QUERY_MAX}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => onChange('q', value)}
      />
      <Segmented<TBookSort>
        aria-label="排序"
        value={filters.sort}
        options={BOOK_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(value) => onChange('sort', value)}
      />
    </div>
  );
}
