import { describe, expect, it } from 'vitest';
import { filterChange, filtersFromParams, isFiltered, requestOf } from './list-filters';

describe('catalogue filters in the URL', () => {
  it('reads every filter, the sort and the page from the query', () => {
    const filters = filtersFromParams(
      new URLSearchParams('subject=民法&teacher=张老师&access=free&sort=popular&page=3'),
    );
    expect(filters).toEqual({
      subject: '民法',
      teacher: '张老师',
      access: 'free',
      sort: 'popular',
      page: 3,
    });
    expect(requestOf('audio', filters)).toEqual({ kind: 'audio', ...filters, pageSize: 12 });
    expect(isFiltered(filters)).toBe(true);
  });

  it('takes anything unreadable as not given: newest first, page 1, every course', () => {
    const filters = filtersFromParams(
      new URLSearchParams('subject=%20&access=paid&sort=cheapest&page=-2'),
    );
    expect(filters).toEqual({
      subject: undefined,
      teacher: undefined,
      access: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(isFiltered(filters)).toBe(false);
    expect(filtersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=99999')).page).toBe(1);
  });

  it('leaves the default sort out of the URL and clears a filter set back to 全部', () => {
    expect(filterChange('sort', 'newest')).toEqual({ sort: undefined });
    expect(filterChange('sort', 'title')).toEqual({ sort: 'title' });
    expect(filterChange('subject', undefined)).toEqual({ subject: undefined });
    expect(filterChange('teacher', '李老师')).toEqual({ teacher: '李老师' });
  });
});
