// The one route table of the app (spec section 2): paths, names, titles, show flags, aliases,
// redirects and which page each route shows. It is plain data; routes.tsx turns it into React
// Router routes and route-meta.ts reads it for titles, the active menu and named routes.
//
// A group (an entry with children) is the Vue-style parent route of a section: its name is the
// section name (home, book, course, tiku, exam, law, article, download), its own path redirects,
// and its children keep their absolute paths (e.g. /book's child /bookList).

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
  /** Absolute app path, without the base path. */
  path: string;
  /** Page title; the product name when absent. */
  title?: string;
  page?: TPageKey;
  /** Name of the route this path redirects to. */
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

function examVariant(prefix: 'obt' | 'subt', label: string): TRouteEntry {
  const base = `/exam/${prefix}`;
  return {
    name: prefix,
    path: base,
    redirect: `${prefix}Exam`,
    layout: 'standalone',
    children: [
      {
        name: `${prefix}Exam`,
        path: `${base}/exam`,
        title: `进入考场（${label}）`,
        page: 'examEntry',
      },
      {
        name: `${prefix}ExamLogin`,
        path: `${base}/examLogin`,
        title: `考场登录（${label}）`,
        page: 'examLogin',
      },
      {
        name: `${prefix}ExamBefore`,
        path: `${base}/examBefore`,
        title: `考前须知（${label}）`,
        page: 'examBefore',
      },
      {
        name: `${prefix}Examination`,
        path: `${base}/examination`,
        title: EXAMINATION_TITLE,
        page: 'examination',
      },
    ],
  };
}

export const ROUTE_TABLE: readonly TRouteEntry[] = [
  { name: 'root', path: '/', redirect: 'home' },
  { name: 'home', path: '/home', title: '首页', page: 'home', alias: ['/index'] },
  {
    name: 'about',
    path: '/about',
    redirect: 'service',
    children: [
      { name: 'service', path: '/about/service', title: '用户服务协议', page: 'service' },
      { name: 'privacy', path: '/about/privacy', title: '隐私政策', page: 'privacy' },
    ],
  },
  {
    name: 'article',
    path: '/article',
    redirect: 'articleList',
    children: [
      { name: 'articleList', path: '/articlelist', title: '文章', page: 'articleList' },
      { name: 'articleItem', path: '/article/item/:id', title: '文章详情', page: 'articleItem' },
    ],
  },
  {
    name: 'book',
    path: '/book',
    redirect: 'bookList',
    children: [
      { name: 'bookList', path: '/bookList', title: '图书', page: 'bookList' },
      { name: 'audioBook', path: '/audioBook', title: '有声书', page: 'audioBookList' },
      { name: 'bookDetail', path: '/book/detail/:id', title: '图书详情', page: 'bookDetail' },
      {
        name: 'audioBookDetail',
        path: '/book/audiodetail/:id',
        title: '有声书详情',
        page: 'audioBookDetail',
      },
      {
        name: 'bookReader',
        path: '/book/reader',
        title: '图书阅读',
        page: 'bookReader',
        layout: 'standalone',
      },
      {
        name: 'bookPdf',
        path: '/book/pdf/:code?/:id',
        title: 'PDF 阅读',
        page: 'bookPdf',
        layout: 'standalone',
      },
      {
        name: 'bookMind',
        path: '/book/mind',
        title: '图书思维导图',
        page: 'bookMind',
        layout: 'standalone',
      },
    ],
  },
  {
    name: 'center',
    path: '/center',
    redirect: 'user',
    isCentre: true,
    children: [
      { name: 'user', path: '/user', title: '个人信息', page: 'user', show: true },
      {
        name: 'myFavorite',
        path: '/myfavorite',
        title: '我的收藏',
        page: 'myFavorite',
        show: true,
      },
      { name: 'myMistake', path: '/mymistake', title: '我的错题', page: 'myMistake', show: true },
      {
        name: 'learnRecord',
        path: '/learnrecord',
        title: '学习记录',
        page: 'learnRecord',
        show: true,
      },
      { name: 'myNotes', path: '/mynotes', title: '我的笔记', page: 'myNotes', show: true },
      { name: 'orgUser', path: '/orguser', title: '机构用户申请', page: 'orgUser', show: true },
      {
        name: 'notesList',
        path: '/mynotes/list/:id?',
        title: '笔记列表',
        page: 'myNotesList',
        show: false,
      },
    ],
  },
  {
    name: 'course',
    path: '/course',
    redirect: 'videoList',
    children: [
      { name: 'videoList', path: '/course/videolist', title: '视频课程', page: 'courseVideoList' },
      { name: 'audioList', path: '/course/audiolist', title: '音频课程', page: 'courseAudioList' },
      {
        name: 'videoDetail',
        path: '/course/videodetail/:id',
        title: '课程详情',
        page: 'courseDetail',
      },
      { name: 'player', path: '/course/player', title: '课程播放', page: 'coursePlayer' },
    ],
  },
  {
    name: 'download',
    path: '/download',
    redirect: 'downloadList',
    children: [
      { name: 'downloadList', path: '/DownloadList', title: '下载专区', page: 'downloadList' },
    ],
  },
  {
    name: 'exam',
    path: '/exam',
    redirect: 'examList',
    children: [
      { name: 'examList', path: '/examlist', title: '模拟考试', page: 'examList' },
      { name: 'examReport', path: '/exam/report', title: '答题报告', page: 'examReport' },
      examVariant('obt', '客观题'),
      examVariant('subt', '主观题'),
      { name: 'searchLaw', path: '/exam/searchlaw', title: '法条检索', page: 'searchLaw' },
    ],
  },
  { name: 'forbidden', path: '/403', title: '403', page: 'forbidden' },
  { name: 'notFound', path: '/404', title: '404', page: 'notFound' },
  { name: 'serverError', path: '/500', title: '500', page: 'serverError' },
  {
    name: 'law',
    path: '/law',
    redirect: 'lawList',
    children: [
      { name: 'lawList', path: '/lawList', title: '法律法规', page: 'lawList' },
      { name: 'lawItem', path: '/law/item/:id', title: '法规详情', page: 'lawItem' },
    ],
  },
  { name: 'myMind', path: '/mymind', title: '我的导图', page: 'myMind' },
  { name: 'myOutline', path: '/myoutline', title: '我的提纲', page: 'myOutline' },
  { name: 'search', path: '/search', title: '搜索', page: 'search' },
  // Where WeChat's authorisation returns (code and state in the query).
  {
    name: 'wxCallback',
    path: '/wxcallback',
    title: '微信授权',
    page: 'wxCallback',
    layout: 'standalone',
  },
  {
    name: 'tiku',
    path: '/tiku',
    redirect: 'tikuList',
    children: [
      { name: 'tikuList', path: '/tikulist', title: '题库练习', page: 'tikuList' },
      { name: 'zj', path: '/zj', title: '章节练习', page: 'chapterPractice' },
      { name: 'sj', path: '/sj', title: '试卷练习', page: 'paperPractice' },
      {
        name: 'zg',
        path: '/zg',
        title: '主观题练习',
        page: 'subjectivePractice',
        layout: 'standalone',
      },
    ],
  },
  // Must stay last: any path nothing else matches.
  { name: 'noFound', path: '*', title: '404', page: 'notFound' },
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
