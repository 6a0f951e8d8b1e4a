import { describe, expect, it } from 'vitest';
import {
  allRoutePatterns,
  bookReaderHref,
  courseListRoute,
  fullHref,
  examRoomRoute,
  paths,
  practiceHref,
  routePatternOf,
} from './paths';

// The addresses the app has always used (spec section 2): the builders must keep them exactly.
describe('paths', () => {
  it('builds the detail pages of each kind', () => {
    expect(paths.bookDetail.href({ id: 3 })).toBe('/book/detail/3');
    expect(paths.audioBookDetail.href({ id: 4 })).toBe('/book/audiodetail/4');
    expect(paths.videoDetail.href({ id: 5 })).toBe('/course/videodetail/5');
    expect(paths.articleItem.href({ id: 6 })).toBe('/article/item/6');
    expect(paths.notesList.href({ id: 8 })).toBe('/mynotes/list/8');
  });

  it('links a law with the terms to highlight and the article to scroll to', () => {
    expect(paths.lawItem.href({ id: 12, terms: ['累犯', '自首'], article: 2 })).toBe(
      `/law/item/12?hl=${encodeURIComponent('累犯 自首')}#art-2`,
    );
    expect(paths.lawItem.href({ id: 12, terms: [] })).toBe('/law/item/12');
    expect(paths.lawItem.href({ id: 12 })).toBe('/law/item/12');
  });

  it('links a law with the 法条联想 panel of an article open at a badge', () => {
    expect(paths.lawItem.href({ id: 12, article: 586, panel: { ordinal: 586, tab: 'case' } })).toBe(
      '/law/item/12?rel=586&relTab=case#art-586',
    );
  });

  it('leaves the search tab and page out at their defaults', () => {
    expect(paths.search.href({ q: '宪法' })).toBe(`/search?q=${encodeURIComponent('宪法')}`);
    expect(paths.search.href({ q: ' a ', tab: 'all', page: 1 })).toBe('/search?q=a');
    expect(paths.search.href({ q: 'a', tab: 'book', page: 3 })).toBe('/search?q=a&tab=book&page=3');
  });

  it('builds the exam pages with their query', () => {
    expect(paths.examReport.href({ attempt: 41 })).toBe('/exam/report?attempt=41');
    expect(examRoomRoute('subt', 'exam').href({ examId: 2 })).toBe('/exam/subt/exam?examId=2');
    expect(examRoomRoute('obt', 'examLogin').href({ examId: 2, paperId: 5 })).toBe(
      '/exam/obt/examLogin?examId=2&paperId=5',
    );
  });

  it('sends a paper session to /sj and every other to /zj', () => {
    expect(practiceHref({ id: 's 1', kind: 'paper' })).toBe('/sj?session=s%201');
    expect(practiceHref({ id: 's1', kind: 'mistakes' })).toBe('/zj?session=s1');
  });

  it('lists the courses of a kind', () => {
    expect(courseListRoute('audio').href()).toBe('/course/audiolist');
    expect(courseListRoute('video').href()).toBe('/course/videolist');
  });

  it('opens a book in the reader of its format', () => {
    expect(bookReaderHref(7, 'epub')).toBe('/book/reader?id=7');
    expect(bookReaderHref(7, 'epub', { href: 'ch 1.xhtml' })).toBe(
      '/book/reader?id=7&href=ch%201.xhtml',
    );
    expect(bookReaderHref(7, 'pdf')).toBe('/book/pdf/7');
    expect(bookReaderHref(7, 'pdf', { page: 12 })).toBe('/book/pdf/7?page=12');
  });

  it('finds the route of an address, and none for an unknown one', () => {
    expect(routePatternOf('/book/detail/3')).toBe('/book/detail/:id');
    expect(routePatternOf('/exam/obt/exam?examId=1')).toBe('/exam/obt/exam');
    expect(routePatternOf('/law/item/1#art-3')).toBe('/law/item/:id');
    expect(routePatternOf('/nowhere')).toBeUndefined();
  });

  it('puts an app path under the base path', () => {
    expect(fullHref(paths.home.href())).toBe('/Template/yzfk/home');
    expect(fullHref(paths.lawItem.href({ id: 2, article: 190 }))).toBe(
      '/Template/yzfk/law/item/2#art-190',
    );
  });

  it('names each pattern once', () => {
    const patterns = allRoutePatterns().map((pattern) => pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain('/exam/subt/examination');
  });
});
