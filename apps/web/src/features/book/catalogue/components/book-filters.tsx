import { Input, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { BOOK_CATEGORIES, BOOK_SORTS } from '@yzfk/contract/calls/book';
import { FilterSelect } from '../../../../components/catalogue/filter-select';
import { QUERY_MAX, SORT_LABELS, type TBookFilters, type TBookSort } from '../utils/list-filters';

type TFilterKey = 'category' | 'q' | 'sort';

const CATEGORY_OPTIONS = BOOK_CATEGORIES.map((category) => ({ value: category, label: category }));

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
      <FilterSelect
        label="分类"
        all="全部分类"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onChange('category', value)}
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
