import { COURSE_ACCESS, COURSE_SORTS } from '@yzfk/contract/calls/course';
import {
  filterChange as urlFilterChange,
  oneOf,
  pageParam,
  textParam,
} from '../../../lib/url-filters';
import type { TCourseCard, TCoursesRequest } from '../api/list-courses';

// The catalogue's filters live in the URL query (?subject=&teacher=&access=&sort=&page=;
// lib/url-filters).

export type TCourseAccess = (typeof COURSE_ACCESS)[number];
export type TCourseSort = (typeof COURSE_SORTS)[number];

export type TListFilters = {
  subject?: string;
  teacher?: string;
  access?: TCourseAccess;
  sort: TCourseSort;
  page: number;
};

export const DEFAULT_SORT: TCourseSort = 'newest';
export const COURSE_PAGE_SIZE = 12;

/** The sorts as the page names them. */
export const SORT_LABELS: Record<TCourseSort, string> = {
  newest: '最新',
  popular: '最热',
  title: '标题',
};

/** The longest subject or teacher name read from the URL. */
const NAME_MAX = 50;

/** The filters a URL query asks for. */
export function filtersFromParams(params: URLSearchParams): TListFilters {
  return {
    subject: textParam(params, 'subject', NAME_MAX),
    teacher: textParam(params, 'teacher', NAME_MAX),
    access: oneOf(COURSE_ACCESS, params.get('access')),
    sort: oneOf(COURSE_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: pageParam(params),
  };
}

/** The URL query changes for a new filter value. */
export function filterChange(
  key: 'subject' | 'teacher' | 'access' | 'sort',
  value: string | undefined,
): Record<string, string | undefined> {
  return urlFilterChange(key, value, DEFAULT_SORT);
}

/** The list call for a kind of course and the URL's filters. */
export function requestOf(kind: TCourseCard['kind'], filters: TListFilters): TCoursesRequest {
  return { kind, ...filters, pageSize: COURSE_PAGE_SIZE };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: TListFilters): boolean {
  return Boolean(filters.subject ?? filters.teacher ?? filters.access);
}
