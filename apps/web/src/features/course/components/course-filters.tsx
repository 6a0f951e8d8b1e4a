import { Segmented, Select } from 'antd';
import { COURSE_SORTS } from '@yzfk/contract/calls/course';
import type { TCourseList } from '../api/list-courses';
import { SORT_LABELS, type TCourseSort, type TListFilters } from '../utils/list-filters';

type TFilterKey = 'subject' | 'teacher' | 'access' | 'sort';

/** One filter as a select, 全部… first (no value). */
function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select<string>
      className="catalogue-filters__select course-filters__select"
      aria-label={label}
      value={value ?? ''}
      options={[{ value: '', label: all }, ...options]}
      onChange={(next) => onChange(next || undefined)}
      popupMatchSelectWidth={false}
    />
  );
}

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
  return (
    <div className="catalogue-filters" role="group" aria-label="筛选">
      <FilterSelect
        label="科目"
        all="全部科目"
        value={filters.subject}
        options={named(facets?.subjects, filters.subject)}
        onChange={(value) => onChange('subject', value)}
      />
      <FilterSelect
        label="老师"
        all="全部老师"
        value={filters.teacher}
        options={named(facets?.teachers, filters.teacher)}
        onChange={(value) => onChange('teacher', value)}
      />
      <FilterSelect
        label="权限"
        all="全部课程"
        value={filters.access}
        options={[
          { value: 'free', label: '免费' },
          { value: 'authorised', label: '需授权' },
        ]}
        onChange={(value) => onChange('access', value)}
      />
      <Segmented<TCourseSort>
        aria-label="排序"
        value={filters.sort}
        options={COURSE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(value) => onChange('sort', value)}
      />
    </div>
  );
}
