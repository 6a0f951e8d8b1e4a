// The one route table of the app (spec section 2): names, titles, show flags, aliases, redirects
// and which page each route shows, on the paths the contract names (@yzfk/contract/paths). It is plain data; routes.tsx turns it into React
// Router routes and route-meta.ts reads it for titles, the active menu and named routes.
//
// A group (an entry with children) is the Vue-style parent route of a section: its name is the
// section name (home, book, course, tiku, exam, law, article, download), its own path redirects,
// and its children keep their absolute paths (e.g. /book's child /bookList).

import type { TExamVariant } from '@yzfk/contract/calls/exam-shapes';
import { CATCH_ALL_PATTERN, paths } from '@yzfk/contract/paths';

/** Which page a route shows; routes.tsx maps each key to a lazily loaded module. */
export type TPageKey =
  | 'home'
  | 'service'
  | 'privacy'
  | 'forbidden'
  | 'notFound'
  | 'serverError'
  | 'articleList'
  | 'articleItem'
  | 'lawList'
  | 'lawItem'
  | 'lawCompare'
  | 'search'
  | 'searchLaw'
  | 'user'
  | 'orgUser'
  | 'wxCallback'
  | 'tikuList'
  | 'chapterPractice'
  | 'paperPractice'
  | 'subjectivePractice'
  | 'myFavorite'
  | 'myMistake'
  | 'learnRecord'
  | 'examReport'
  | 'examList'
  | 'examEntry'
  | 'examLogin'
  | 'examBefore'
  | 'examination'
  | 'courseVideoList'
  | 'courseAudioList'
  | 'courseDetail'
  | 'coursePlayer'
  | 'myNotes'
  | 'myNotesList'
  | 'bookList'
  | 'audioBookList'
  | 'bookDetail'
  | 'audioBookDetail'
  | 'bookPdf'
  | 'bookReader'
  | 'bookMind'
  | 'myMind'
  | 'myOutline'
  | 'downloadList';

/** Where a route renders: inside the shared header/footer layout, or on its own. */
export type TRouteLayout = 'shared' | 'standalone';

export type TRouteEntry = {
  /** Unique route name, for named routes. */
  name: string;
  /** Absolute app path pattern, without the base path: always one of the contract's paths. */
  path: string;
  /** Page title; the product name when absent. */
  title?: string;
  page?: TPageKey;
  /** The app path this path redirects to (a route without params). */
  redirect?: string;
  /** Other paths that render the same page. */
  alias?: readonly string[];
  /** Shown in the user centre's menu (centre children only). */
  show?: boolean;
  /** Inherited by children; default 'shared'. */
  layout?: TRouteLayout;
  /** True for the user centre group, whose children render inside the centre's sidebar layout. */
  isCentre?: boolean;
  children?: readonly TRouteEntry[];
};

/** Title of the two mock exam pages (spec: a mock national legal-profession qualification exam). */
export const EXAMINATION_TITLE = '国家统一法律职业资格考试模拟考试';

function examVariant(prefix: TExamVariant, label: string): TRouteEntry {
  const room = paths[prefix];
  return {
    name: prefix,
    path: room.group.pattern,
    // To the entry page with no exam named: it says so (its href needs an exam id).
    redirect: room.exam.pattern,
    layout: 'standalone',
    children: [
      {
        name: `${prefix}Exam`,
        path: room.exam.pattern,
        title: `进入考场（${label}）`,
        page: 'examEntry',
      },
      {
        name: `${prefix}ExamLogin`,
        path: room.examLogin.pattern,
        title: `考场登录（${label}）`,
        page: 'examLogin',
      },
      {
        name: `${prefix}ExamBefore`,
        path: room.examBefore.pattern,
        title: `考前须知（${label}）`,
        page: 'examBefore',
      },
      {
        name: `${prefix}Examination`,
        path: room.examination.pattern,
        title: EXAMINATION_TITLE,
        page: 'examination',
      },
    ],
  };
}

export const ROUTE_TABLE: readonly TRouteEntry[] = [
  { name: 'root', path: paths.root.pattern, redirect: paths.home.href() },
  {
    name: 'home',
    path: paths.home.pattern,
    title: '首页',
    page: 'home',
    alias: [paths.index.pattern],
  },
  {
    name: 'about',
    path: paths.about.pattern,
    redirect: paths.service.href(),
    children: [
      { name: 'service', path: paths.service.pattern, title: '用户服务协议', page: 'service' },
      { name: 'privacy', path: paths.privacy.pattern, title: '隐私政策', page: 'privacy' },
    ],
  },
  {
    name: 'article',
    path: paths.article.pattern,
    redirect: paths.articleList.href(),
    children: [
      { name: 'articleList', path: paths.articleList.pattern, title: '文章', page: 'articleList' },
      {
        name: 'articleItem',
        path: paths.articleItem.pattern,
        title: '文章详情',
        page: 'articleItem',
      },
    ],
  },
  {
    name: 'book',
    path: paths.book.pattern,
    redirect: paths.bookList.href(),
    children: [
      { name: 'bookList', path: paths.bookList.pattern, title: '图书', page: 'bookList' },
      { name: 'audioBook', path: paths.audioBook.pattern, title: '有声书', page: 'audioBookList' },
      { name: 'bookDetail', path: paths.bookDetail.pattern, title: '图书详情', page: 'bookDetail' },
      {
        name: 'audioBookDetail',
        path: paths.audioBookDetail.pattern,
        title: '有声书详情',
        page: 'audioBookDetail',
      },
      {
        name: 'bookReader',
        path: paths.bookReader.pattern,
        title: '图书阅读',
        page: 'bookReader',
        layout: 'standalone',
      },
      {
        name: 'bookPdf',
        path: paths.bookPdf.pattern,
        title: 'PDF 阅读',
        page: 'bookPdf',
        layout: 'standalone',
      },
      {
        name: 'bookMind',
        path: paths.bookMind.pattern,
        title: '图书思维导图',
        page: 'bookMind',
        layout: 'standalone',
      },
    ],
  },
  {
    name: 'center',
    path: paths.center.pattern,
    redirect: paths.user.href(),
    isCentre: true,
    children: [
      { name: 'user', path: paths.user.pattern, title: '个人信息', page: 'user', show: true },
      {
        name: 'myFavorite',
        path: paths.myFavorite.pattern,
        title: '我的收藏',
        page: 'myFavorite',
        show: true,
      },
      {
        name: 'myMistake',
        path: paths.myMistake.pattern,
        title: '我的错题',
        page: 'myMistake',
        show: true,
      },
      {
        name: 'learnRecord',
        path: paths.learnRecord.pattern,
        title: '学习记录',
        page: 'learnRecord',
        show: true,
      },
      {
        name: 'myNotes',
        path: paths.myNotes.pattern,
        title: '我的笔记',
        page: 'myNotes',
        show: true,
      },
      {
        name: 'orgUser',
        path: paths.orgUser.pattern,
        title: '机构用户申请',
        page: 'orgUser',
        show: true,
      },
      {
        name: 'notesList',
        path: paths.notesList.pattern,
        title: '笔记列表',
        page: 'myNotesList',
        show: false,
      },
    ],
  },
  {
    name: 'course',
    path: paths.course.pattern,
    redirect: paths.videoList.href(),
    children: [
      {
        name: 'videoList',
        path: paths.videoList.pattern,
        title: '视频课程',
        page: 'courseVideoList',
      },
      {
        name: 'audioList',
        path: paths.audioList.pattern,
        title: '音频课程',
        page: 'courseAudioList',
      },
      {
        name: 'videoDetail',
        path: paths.videoDetail.pattern,
        title: '课程详情',
        page: 'courseDetail',
      },
      { name: 'player', path: paths.player.pattern, title: '课程播放', page: 'coursePlayer' },
    ],
  },
  {
    name: 'download',
    path: paths.download.pattern,
    redirect: paths.downloadList.href(),
    children: [
      {
        name: 'downloadList',
        path: paths.downloadList.pattern,
        title: '下载专区',
        page: 'downloadList',
      },
    ],
  },
  {
    name: 'exam',
    path: paths.exam.pattern,
    redirect: paths.examList.href(),
    children: [
      { name: 'examList', path: paths.examList.pattern, title: '模拟考试', page: 'examList' },
      { name: 'examReport', path: paths.examReport.pattern, title: '答题报告', page: 'examReport' },
      examVariant('obt', '客观题'),
      examVariant('subt', '主观题'),
      { name: 'searchLaw', path: paths.searchLaw.pattern, title: '法条检索', page: 'searchLaw' },
    ],
  },
  { name: 'forbidden', path: paths.forbidden.pattern, title: '403', page: 'forbidden' },
  { name: 'notFound', path: paths.notFound.pattern, title: '404', page: 'notFound' },
  { name: 'serverError', path: paths.serverError.pattern, title: '500', page: 'serverError' },
  {
    name: 'law',
    path: paths.law.pattern,
    redirect: paths.lawList.href(),
    children: [
      { name: 'lawList', path: paths.lawList.pattern, title: '法律法规', page: 'lawList' },
      { name: 'lawItem', path: paths.lawItem.pattern, title: '法规详情', page: 'lawItem' },
      { name: 'lawCompare', path: paths.lawCompare.pattern, title: '新旧对照', page: 'lawCompare' },
    ],
  },
  { name: 'myMind', path: paths.myMind.pattern, title: '我的导图', page: 'myMind' },
  { name: 'myOutline', path: paths.myOutline.pattern, title: '我的提纲', page: 'myOutline' },
  { name: 'search', path: paths.search.pattern, title: '搜索', page: 'search' },
  // Where WeChat's authorisation returns (code and state in the query).
  {
    name: 'wxCallback',
    path: paths.wxCallback.pattern,
    title: '微信授权',
    page: 'wxCallback',
    layout: 'standalone',
  },
  {
    name: 'tiku',
    path: paths.tiku.pattern,
    redirect: paths.tikuList.href(),
    children: [
      { name: 'tikuList', path: paths.tikuList.pattern, title: '题库练习', page: 'tikuList' },
      { name: 'zj', path: paths.zj.pattern, title: '章节练习', page: 'chapterPractice' },
      { name: 'sj', path: paths.sj.pattern, title: '试卷练习', page: 'paperPractice' },
      {
        name: 'zg',
        path: paths.zg.pattern,
        title: '主观题练习',
        page: 'subjectivePractice',
        layout: 'standalone',
      },
    ],
  },
  // Must stay last: any path nothing else matches.
  { name: 'noFound', path: CATCH_ALL_PATTERN, title: '404', page: 'notFound' },
];

/** Chinese names of the top-level routes, for pages that name their section. */
export const SECTION_LABELS: Readonly<Record<string, string>> = {
  home: '首页',
  about: '关于我们',
  article: '文章',
  book: '图书',
  center: '个人中心',
  course: '课程',
  download: '下载专区',
  exam: '模拟考试',
  law: '法律法规',
  myMind: '我的导图',
  myOutline: '我的提纲',
  search: '搜索',
  tiku: '题库练习',
};
