import { COURSE_ACCESS, COURSE_SORTS } from '@yzfk/contract/calls/course';
import type { TCourseCard, TCoursesRequest } from '../api/list-courses';

// The catalogue's filters live in the URL query (?subject=&teacher=&access=&sort=&page=), so a
// reload, a shared link and the back button show the same list. Anything unreadable counts as
// not given, never as an error.

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

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters a URL query asks for. */
export function filtersFromParams(params: URLSearchParams): TListFilters {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const access = params.get('access');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    subject: text('subject'),
    teacher: text('teacher'),
    access: isOneOf(COURSE_ACCESS, access) ? access : undefined,
    sort: isOneOf(COURSE_SORTS, sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query changes for a new filter value: the default sort is left out of the URL. */
export function filterChange(
  key: 'subject' | 'teacher' | 'access' | 'sort',
  value: string | undefined,
): Record<string, string | undefined> {
  return { [key]: key === 'sort' && value === DEFAULT_SORT ? undefined : value };
}

/** The list call for a kind of course and the URL's filters. */
export function requestOf(kind: TCourseCard['kind'], filters: TListFilters): TCoursesRequest {
  return { kind, ...filters, pageSize: COURSE_PAGE_SIZE };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: TListFilters): boolean {
  return Boolean(filters.subject ?? filters.teacher ?? filters.access);
}
