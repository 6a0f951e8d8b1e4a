import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './build-routes';
import { activeSectionOf, sectionLabelOf, sectionOfPath, titleOf } from './route-meta';
import { EXAMINATION_TITLE, ROUTE_TABLE } from './route-table';

const routes = buildRoutes(ROUTE_TABLE);

function matchesOf(path: string) {
  return (matchRoutes(routes, path) ?? []).map((m) => ({ handle: m.route.handle as unknown }));
}

describe('route metadata', () => {
  it.each([
    ['/home', '首页'],
    ['/index', '首页'],
    ['/bookList', '图书'],
    ['/book/detail/1', '图书详情'],
    ['/exam/obt/examination', EXAMINATION_TITLE],
    ['/exam/subt/examination', EXAMINATION_TITLE],
    ['/about/privacy', '隐私政策'],
    ['/no/such/page', '404'],
    ['/403', '403'],
  ])('titles %s as %s', (path, title) => {
    expect(titleOf(matchesOf(path))).toBe(title);
  });

  it('falls back to the product name when no route has a title', () => {
    expect(titleOf([])).toBe('有章法考');
    expect(titleOf([{ handle: undefined }, { handle: { name: 'x' } }])).toBe('有章法考');
  });

  it.each([
    ['/home', 'home'],
    ['/bookList', 'book'],
    ['/audioBook', 'book'],
    ['/book/detail/2', 'book'],
    ['/course/player', 'course'],
    ['/tikulist', 'tiku'],
    ['/zj', 'tiku'],
    ['/examlist', 'exam'],
    ['/exam/searchlaw', 'exam'],
    ['/lawList', 'law'],
    ['/articlelist', 'article'],
    ['/DownloadList', 'download'],
  ])('marks the menu section of %s as %s', (path, section) => {
    expect(activeSectionOf(matchesOf(path))).toBe(section);
  });

  it('marks no menu section outside the menu sections', () => {
    expect(activeSectionOf(matchesOf('/user'))).toBeUndefined();
    expect(activeSectionOf(matchesOf('/search'))).toBeUndefined();
    expect(activeSectionOf(matchesOf('/404'))).toBeUndefined();
  });

  it('resolves the header menu paths from the server to their sections', () => {
    expect(sectionOfPath('/home')).toBe('home');
    expect(sectionOfPath('/book')).toBe('book');
    expect(sectionOfPath('/course')).toBe('course');
    expect(sectionOfPath('/tiku')).toBe('tiku');
    expect(sectionOfPath('/exam')).toBe('exam');
    expect(sectionOfPath('/law')).toBe('law');
    expect(sectionOfPath('/article')).toBe('article');
    expect(sectionOfPath('/download')).toBe('download');
    expect(sectionOfPath('/bookList')).toBe('book');
    expect(sectionOfPath('/somewhere')).toBeUndefined();
  });

  it('names the section of a page in Chinese', () => {
    expect(sectionLabelOf(matchesOf('/book/detail/1'))).toBe('图书');
    expect(sectionLabelOf(matchesOf('/exam/obt/exam'))).toBe('模拟考试');
    expect(sectionLabelOf(matchesOf('/myfavorite'))).toBe('个人中心');
  });
});
