import { describe, expect, it } from 'vitest';
import { fillPattern, matchesPattern, optional, required, route } from './route-pattern';

describe('route href', () => {
  it('writes the params into the pattern, encoded', () => {
    const detail = route('/book/detail/:id');
    expect(detail.href({ id: 7 })).toBe('/book/detail/7');
    expect(detail.href({ id: 'a b/c' })).toBe('/book/detail/a%20b%2Fc');
    // @ts-expect-error: the pattern needs an id
    expect(() => detail.href({})).toThrow(/needs the param id/);
  });

  it('drops an absent optional param with its segment', () => {
    const pdf = route('/book/pdf/:code?/:id');
    expect(pdf.href({ id: 9 })).toBe('/book/pdf/9');
    expect(pdf.href({ code: 'abc', id: 9 })).toBe('/book/pdf/abc/9');
    expect(route('/mynotes/list/:id?').href()).toBe('/mynotes/list');
    expect(route('/').href()).toBe('/');
  });

  it('writes the query fields that have a value, in the route order, encoded', () => {
    const player = route('/course/player', {
      course: required<number>(),
      lesson: optional<number>(),
      t: optional<number>(),
    });
    expect(player.href({ t: 30, lesson: 2, course: 1 })).toBe(
      '/course/player?course=1&lesson=2&t=30',
    );
    expect(player.href({ course: 1 })).toBe('/course/player?course=1');
    const reader = route('/book/reader', { id: required<number>(), cfi: optional<string>() });
    expect(reader.href({ id: 3, cfi: 'epubcfi(/6/4!/4/2,/1:0)' })).toBe(
      '/book/reader?id=3&cfi=epubcfi(%2F6%2F4!%2F4%2F2%2C%2F1%3A0)',
    );
    // @ts-expect-error: the report needs its attempt
    route('/exam/report', { attempt: required<number>() }).href({});
    // @ts-expect-error: a field the route does not read
    route('/examlist').href({ page: 2 });
  });

  it('fills a pattern with no params as it is', () => {
    expect(fillPattern('/DownloadList', {})).toBe('/DownloadList');
  });
});

describe('matchesPattern', () => {
  it('matches as React Router does: params, optional segments, no case, query and hash ignored', () => {
    expect(matchesPattern('/law/item/:id', '/law/item/12?hl=x#art-2')).toBe(true);
    expect(matchesPattern('/law/item/:id', '/law/item')).toBe(false);
    expect(matchesPattern('/law/item/:id', '/law/item/12/13')).toBe(false);
    expect(matchesPattern('/book/pdf/:code?/:id', '/book/pdf/9')).toBe(true);
    expect(matchesPattern('/book/pdf/:code?/:id', '/book/pdf/abc/9')).toBe(true);
    expect(matchesPattern('/book/pdf/:code?/:id', '/book/pdf')).toBe(false);
    expect(matchesPattern('/DownloadList', '/downloadlist?q=1')).toBe(true);
    expect(matchesPattern('/home', '/home/')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/home')).toBe(false);
    expect(matchesPattern('*', '/anything/at/all')).toBe(true);
  });
});
