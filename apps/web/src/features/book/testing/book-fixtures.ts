import type { TBookDetail } from '../api/get-book';
import type { TBookCard, TBookList } from '../catalogue/api/list-books';

// Books as the server answers them, for the book pages' tests.

export function bookCard(overrides: Partial<TBookCard> = {}): TBookCard {
  return {
    id: 5,
    title: '中华人民共和国宪法',
    authors: ['全国人民代表大会'],
    publisher: '有章法考（示例）',
    category: '法条汇编',
    coverUrl: null,
    access: 'free',
    formats: ['epub', 'pdf'],
    audioChapters: 2,
    readShare: null,
    ...overrides,
  };
}

export function bookList(items: TBookCard[], total = items.length): TBookList {
  return { items, total, page: 1, pageSize: 12 };
}

export function bookDetail(overrides: Partial<TBookDetail> = {}): TBookDetail {
  return {
    book: {
      ...bookCard(),
      isbn: '978-7-00-000000-0',
      edition: '第 1 版',
      publishedOn: '2018-03-11',
      description: '宪法全文。',
      pdfPageCount: 41,
    },
    contents: [
      {
        title: '第一章 总纲',
        href: 'text/ch1.xhtml',
        page: 2,
        children: [{ title: '第一条', children: [] }],
      },
    ],
    audioChapters: [
      { id: 51, title: '第一条', durationMs: 13_000, progress: null },
      { id: 52, title: '第二条', durationMs: 6_000, progress: null },
    ],
    hasMindMap: true,
    locked: false,
    unlockBy: null,
    progress: [],
    audioResume: null,
    ...overrides,
  };
}
