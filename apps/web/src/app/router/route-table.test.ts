import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from './build-routes';
import { centreMenuEntries, routeNameOf } from './route-meta';
import { allRoutePatterns, CATCH_ALL_PATTERN, paths, routePatternOf } from '@yzfk/contract/paths';
import { routeByName } from './route-names';
import { ROUTE_TABLE, type TRouteEntry } from './route-table';

const routes = buildRoutes(ROUTE_TABLE);

function match(path: string) {
  return (matchRoutes(routes, path) ?? []).map((m) => ({
    id: m.route.id,
    handle: m.route.handle as unknown,
    params: m.params,
  }));
}

function nameAt(path: string) {
  return routeNameOf(match(path));
}

function isStandalone(path: string) {
  return !match(path).some((m) => m.id === 'layout');
}

async function landingOf(path: string): Promise<string> {
  const router = createMemoryRouter(buildRoutes(ROUTE_TABLE), { initialEntries: [path] });
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  const landed = router.state.location.pathname;
  router.dispose();
  return landed;
}

// Every page path of spec section 2 and the route it must reach.
const SPEC_PAGES: [string, string][] = [
  ['/home', 'home'],
  ['/about/service', 'service'],
  ['/about/privacy', 'privacy'],
  ['/articlelist', 'articleList'],
  ['/article/item/12', 'articleItem'],
  ['/bookList', 'bookList'],
  ['/audioBook', 'audioBook'],
  ['/book/detail/3', 'bookDetail'],
  ['/book/audiodetail/4', 'audioBookDetail'],
  ['/book/reader', 'bookReader'],
  ['/book/pdf/9', 'bookPdf'],
  ['/book/pdf/abc/9', 'bookPdf'],
  ['/book/mind', 'bookMind'],
  ['/user', 'user'],
  ['/myfavorite', 'myFavorite'],
  ['/mymistake', 'myMistake'],
  ['/learnrecord', 'learnRecord'],
  ['/mynotes', 'myNotes'],
  ['/orguser', 'orgUser'],
  ['/mynotes/list', 'notesList'],
  ['/mynotes/list/8', 'notesList'],
  ['/course/videolist', 'videoList'],
  ['/course/audiolist', 'audioList'],
  ['/course/videodetail/5', 'videoDetail'],
  ['/course/player', 'player'],
  ['/DownloadList', 'downloadList'],
  ['/examlist', 'examList'],
  ['/exam/report', 'examReport'],
  ['/exam/obt/exam', 'obtExam'],
  ['/exam/obt/examLogin', 'obtExamLogin'],
  ['/exam/obt/examBefore', 'obtExamBefore'],
  ['/exam/obt/examination', 'obtExamination'],
  ['/exam/subt/exam', 'subtExam'],
  ['/exam/subt/examLogin', 'subtExamLogin'],
  ['/exam/subt/examBefore', 'subtExamBefore'],
  ['/exam/subt/examination', 'subtExamination'],
  ['/exam/searchlaw', 'searchLaw'],
  ['/403', 'forbidden'],
  ['/404', 'notFound'],
  ['/500', 'serverError'],
  ['/lawList', 'lawList'],
  ['/law/item/6', 'lawItem'],
  ['/law/compare', 'lawCompare'],
  ['/mymind', 'myMind'],
  ['/myoutline', 'myOutline'],
  ['/search', 'search'],
  ['/tikulist', 'tikuList'],
  ['/zj', 'zj'],
  ['/sj', 'sj'],
  ['/zg', 'zg'],
];

// Redirects of spec section 2 and where they land.
const SPEC_REDIRECTS: [string, string][] = [
  ['/', '/home'],
  ['/about', '/about/service'],
  ['/article', '/articlelist'],
  ['/book', '/bookList'],
  ['/center', '/user'],
  ['/course', '/course/videolist'],
  ['/download', '/DownloadList'],
  ['/exam', '/examlist'],
  ['/exam/obt', '/exam/obt/exam'],
  ['/exam/subt', '/exam/subt/exam'],
  ['/law', '/lawList'],
  ['/tiku', '/tikulist'],
];

describe('route table', () => {
  it.each(SPEC_PAGES)('resolves %s to the route %s', (path, name) => {
    expect(nameAt(path)).toBe(name);
  });

  it.each(SPEC_REDIRECTS)('redirects %s to %s', async (from, to) => {
    expect(await landingOf(from)).toBe(to);
  });

  it('reads the optional PDF code and note id', () => {
    expect(match('/book/pdf/abc/9').at(-1)?.params).toMatchObject({ code: 'abc', id: '9' });
    expect(match('/book/pdf/9').at(-1)?.params).toMatchObject({ id: '9' });
    expect(match('/mynotes/list/8').at(-1)?.params).toMatchObject({ id: '8' });
  });

  it('matches paths case-insensitively', () => {
    expect(nameAt('/booklist')).toBe('bookList');
    expect(nameAt('/downloadlist')).toBe('downloadList');
    expect(nameAt('/EXAMLIST')).toBe('examList');
  });

  it('sends every unknown path to the noFound catch-all', () => {
    expect(nameAt('/no/such/page')).toBe('noFound');
    expect(nameAt('/book/unknown/deeper')).toBe('noFound');
  });

  it('renders the home page at its alias /index too', () => {
    expect(nameAt('/index')).toBe('home');
  });

  it('keeps reader, PDF, mind map, exam rooms and /zg outside the shared layout', () => {
    for (const path of [
      '/book/reader',
      '/book/pdf/1',
      '/book/mind',
      '/exam/obt/examination',
      '/exam/subt/examLogin',
      '/zg',
    ]) {
      expect(isStandalone(path), path).toBe(true);
    }
    for (const path of ['/home', '/bookList', '/examlist', '/exam/searchlaw', '/user', '/404']) {
      expect(isStandalone(path), path).toBe(false);
    }
  });

  it('lists the centre pages whose show flag is true, without the hidden notes list', () => {
    expect(centreMenuEntries().map((entry) => entry.path)).toEqual([
      '/user',
      '/myfavorite',
      '/mymistake',
      '/learnrecord',
      '/mynotes',
      '/orguser',
    ]);
    expect(nameAt('/mynotes/list/3')).toBe('notesList');
  });

  it('serves every path of the contract, each once', () => {
    const tablePaths = allEntries(ROUTE_TABLE).flatMap((entry) => [
      entry.path,
      ...(entry.alias ?? []),
    ]);
    expect([...tablePaths].sort()).toEqual([...allRoutePatterns(), CATCH_ALL_PATTERN].sort());
  });

  // The server checks its links with the contract's matcher: it must find what the router finds.
  it.each([
    ...SPEC_PAGES,
    // Case-insensitive, as the router, and with a query and a hash.
    [paths.bookList.href().toLowerCase(), 'bookList'],
    [paths.lawItem.href({ id: 6, terms: ['x'], article: 2 }), 'lawItem'],
  ])('finds the route of %s as the router does (%s)', (path, name) => {
    expect(routePatternOf(path)).toBe(routeByName(name).path);
  });
});

function allEntries(entries: readonly TRouteEntry[]): TRouteEntry[] {
  return entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);
}
