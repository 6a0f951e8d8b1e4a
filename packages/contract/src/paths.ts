// Every page address of the web app (spec section 2), named once for both apps: the web route
// table takes its patterns from here, and links — the web's and the ones the server sends in
// home sections and search hits — are built with `href`. A renamed route or a forgotten param is
// then a compile error wherever it is used, not a dead link (decision 0041).
// Types only from the calls: this loads without zod (the header's search box imports it).
import type { BOOK_FORMATS } from './calls/book';
import type { COURSE_KINDS } from './calls/course';
import type { TExamVariant } from './calls/exam-shapes';
import type { TLawBadge } from './calls/law-relation-counts';
import type { TSearchTab } from './calls/search';
import type { TPracticeKind } from './calls/tiku-shapes';
import { WEB_BASE_PATH } from './constants';
import {
  matchesPattern,
  optional,
  required,
  route,
  type TUrlValue,
  type TWebRoute,
} from './paths/route-pattern';

/** The anchor id of a law article on the law page (`#art-12`). */
export function lawArticleAnchor(ordinal: TUrlValue): string {
  return `art-${ordinal}`;
}

const lawItem = route('/law/item/:id', {
  hl: optional<string>(),
  rel: optional<number>(),
  relTab: optional<TLawBadge>(),
});

/** The article whose 法条联想 panel is open on the law page, and the badge it was opened by. */
export type TLawPanelPlace = { ordinal: number; tab: TLawBadge };
const search = route('/search', {
  q: required<string>(),
  tab: optional<TSearchTab>(),
  page: optional<number>(),
});

/** The pages of a mock exam room, in the order a candidate passes them. */
export type TExamRoomPage = 'exam' | 'examLogin' | 'examBefore' | 'examination';

function examRooms<const V extends TExamVariant>(variant: V) {
  const query = { examId: required<number>(), paperId: optional<number>() };
  return {
    group: route(`/exam/${variant}`),
    exam: route(`/exam/${variant}/exam`, query),
    examLogin: route(`/exam/${variant}/examLogin`, query),
    examBefore: route(`/exam/${variant}/examBefore`, query),
    examination: route(`/exam/${variant}/examination`, query),
  };
}

/** The route table's catch-all pattern: any path no route matches (the 404 page). */
export const CATCH_ALL_PATTERN = '*';

/** The web app's routes, by the route table's names; a group's own path redirects. */
export const paths = {
  root: route('/'),
  home: route('/home'),
  /** The old address of the home page, kept as an alias. */
  index: route('/index'),

  about: route('/about'),
  service: route('/about/service'),
  privacy: route('/about/privacy'),

  article: route('/article'),
  articleList: route('/articlelist', {
    column: optional<string>(),
    tag: optional<string>(),
    q: optional<string>(),
    sort: optional<'newest' | 'popular'>(),
    page: optional<number>(),
  }),
  articleItem: route('/article/item/:id'),

  book: route('/book'),
  bookList: route('/bookList'),
  audioBook: route('/audioBook'),
  bookDetail: route('/book/detail/:id'),
  audioBookDetail: route('/book/audiodetail/:id'),
  /** The EPUB reader: at my locator, or at a contents entry (`href`) or a highlight (`cfi`). */
  bookReader: route('/book/reader', {
    id: required<number>(),
    href: optional<string>(),
    cfi: optional<string>(),
  }),
  /** The PDF viewer (`code`: a book code given in the address), at my locator or a page. */
  bookPdf: route('/book/pdf/:code?/:id', { page: optional<number>() }),
  bookMind: route('/book/mind', { id: required<number>() }),

  center: route('/center'),
  user: route('/user'),
  myFavorite: route('/myfavorite'),
  myMistake: route('/mymistake'),
  learnRecord: route('/learnrecord'),
  myNotes: route('/mynotes', { tag: optional<string>() }),
  orgUser: route('/orguser'),
  /** A notebook's notes (`id`), or one source's notes (`source`, `sourceId`). */
  notesList: route('/mynotes/list/:id?', {
    source: optional<string>(),
    sourceId: optional<number>(),
  }),

  course: route('/course'),
  videoList: route('/course/videolist'),
  audioList: route('/course/audiolist'),
  /** A course's page, audio courses too. */
  videoDetail: route('/course/videodetail/:id'),
  /** The player at a lesson of a course (`t`: the second to start at). */
  player: route('/course/player', {
    course: required<number>(),
    lesson: optional<number>(),
    t: optional<number>(),
  }),

  download: route('/download'),
  downloadList: route('/DownloadList', { category: optional<string>(), q: optional<string>() }),

  exam: route('/exam'),
  examList: route('/examlist'),
  examReport: route('/exam/report', { attempt: required<number>() }),
  obt: examRooms('obt'),
  subt: examRooms('subt'),
  searchLaw: route('/exam/searchlaw'),

  forbidden: route('/403'),
  notFound: route('/404'),
  serverError: route('/500'),

  law: route('/law'),
  lawList: route('/lawList'),
  /**
   * 新旧对照 of two versions of a law (`from` the older, `to` the newer); `only=changed` hides
   * the unchanged articles; `at` is an article of `to` (its ordinal) whose pair to open at.
   */
  lawCompare: route('/law/compare', {
    from: required<number>(),
    to: required<number>(),
    only: optional<'changed'>(),
    at: optional<number>(),
  }),
  /**
   * A law's page: the terms to highlight (`?hl=`), the article to scroll to (`#art-n`) and the
   * article whose 法条联想 panel is open (`?rel=n&relTab=case`: Back returns to it open).
   */
  lawItem: {
    pattern: lawItem.pattern,
    href(params: {
      id: TUrlValue;
      terms?: readonly string[];
      article?: TUrlValue;
      panel?: TLawPanelPlace;
    }): string {
      const hl = params.terms?.length ? params.terms.join(' ') : undefined;
      const hash = params.article ? `#${lawArticleAnchor(params.article)}` : '';
      const { ordinal: rel, tab: relTab } = params.panel ?? {};
      return lawItem.href({ id: params.id, hl, rel, relTab }) + hash;
    },
  },

  myMind: route('/mymind'),
  myOutline: route('/myoutline'),
  /** The search page for a query (trimmed); the tab and page are left out at their defaults. */
  search: {
    pattern: search.pattern,
    href(params: { q: string; tab?: TSearchTab; page?: number }): string {
      return search.href({
        q: params.q.trim(),
        tab: params.tab === 'all' ? undefined : params.tab,
        page: params.page === undefined || params.page <= 1 ? undefined : params.page,
      });
    },
  },
  /** Where WeChat's authorisation returns (code and state in the query). */
  wxCallback: route('/wxcallback'),

  tiku: route('/tiku'),
  tikuList: route('/tikulist', { bank: optional<number>() }),
  /** Chapter practice (and mistakes and favourites practice) of a session. */
  zj: route('/zj', { session: optional<string>() }),
  /** Paper practice of a session. */
  sj: route('/sj', { session: optional<string>() }),
  /** The subjective workspace, at a question (`q`), its list filtered by a subject. */
  zg: route('/zg', { q: optional<number>(), subject: optional<number>() }),
} as const;

/** The room page of a mock exam variant. */
export function examRoomRoute(variant: TExamVariant, page: TExamRoomPage) {
  return paths[variant][page];
}

/** The catalogue of a kind of course. */
export function courseListRoute(
  kind: (typeof COURSE_KINDS)[number],
): typeof paths.videoList | typeof paths.audioList {
  return kind === 'audio' ? paths.audioList : paths.videoList;
}

/** Where a practice session is practised: papers on /sj, every other kind on /zj. */
export function practiceHref(session: { id: string; kind: TPracticeKind }): string {
  return (session.kind === 'paper' ? paths.sj : paths.zj).href({ session: session.id });
}

/**
 * A book's reader of a format: the EPUB reader or the PDF viewer. Without a place each resumes
 * at my locator; a contents entry opens the EPUB at its href or the PDF at its page.
 */
export function bookReaderHref(
  bookId: number,
  format: (typeof BOOK_FORMATS)[number],
  place: { href?: string; page?: number } = {},
): string {
  return format === 'epub'
    ? paths.bookReader.href({ id: bookId, href: place.href || undefined })
    : paths.bookPdf.href({ id: bookId, page: place.page || undefined });
}

/**
 * An app path under the web app's base path: the address a browser or a stored link (a page
 * leaving the app, an article's citation, a site's service path) needs.
 */
export function fullHref(appPath: string): string {
  return WEB_BASE_PATH + appPath.replace(/^\//, '');
}

/** A route of the table or one of an exam room's pages: what the matcher looks through. */
type TAnyRoute = Pick<TWebRoute<string, never>, 'pattern'>;

/** Every route pattern above, exam rooms included: what the route table must serve. */
export function allRoutePatterns(): string[] {
  const patterns: string[] = [];
  for (const entry of Object.values(paths)) {
    if ('pattern' in entry) patterns.push(entry.pattern);
    else patterns.push(...Object.values(entry).map((room: TAnyRoute) => room.pattern));
  }
  return patterns;
}

/** The pattern of the route an app path is on (query and hash ignored), or undefined for none. */
export function routePatternOf(href: string): string | undefined {
  return allRoutePatterns().find((pattern) => matchesPattern(pattern, href));
}
