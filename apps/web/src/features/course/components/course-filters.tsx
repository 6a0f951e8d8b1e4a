import { Segmented } from 'antd';
import { COURSE_SORTS } from '@yzfk/contract/calls/course';
import { FilterSelect } from '../../../components/catalogue/filter-select';
import type { TCourseList } from '../api/list-courses';
import { SORT_LABELS, type TCourseSort, type TListFilters } from '../utils/list-filters';

type TFilterKey = 'subject' | 'teacher' | 'access' | 'sort';

type TOptions = { value: string; label: string }[];

const ACCESS_OPTIONS: TOptions = [
  { value: 'free', label: '免费' },
  { value: 'authorised', label: '需授权' },
];

/** The catalogue's filters (subject, teacher, free/authorised) and its sort. */
export function CourseFilters({
  filters,
  facets,
  onChange,
}: {
  filters: TListFilters;
  facets: TCourseList['facets'] | undefined;
  onChange: (key: TFilterKey, value: string | undefined) => void;
}) {
  const named = (names: string[] | undefined, current: string | undefined) =>
    // A value from the URL that the facets lack still shows as chosen.
    [...new Set([...(names ?? []), ...(current ? [current] : [])])].map((name) => ({
      value: name,
      label: name,
    }));
  const selects: [key: 'subject' | 'teacher' | 'access', label: string, all: string, TOptions][] = [
    ['subject', '科目', '全部科目', named(facets?.subjects, filters.subject)],
    ['teacher', '老师', '全部老师', named(facets?.teachers, filters.teacher)],
    ['access', '权限', '全部课程', ACCESS_OPTIONS],
  ];
  return (
    <div className="catalogue-filters" role="group" aria-label="筛选">
      {selects.map(([key, label, all, options]) => (
        <FilterSelect
          key={key}
          className="course-filters__select"
          label={label}
          all={all}
          value={filters[key]}
          options={options}
          onChange={(value) => onChange(key, value)}
        />
      ))}
      <Segmented<TCourseSort>
        aria-label="排序"
        value={filters.sort}
        options={COURSE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(value) => onChange('sort', value)}
      />
    </div>
  );
}
