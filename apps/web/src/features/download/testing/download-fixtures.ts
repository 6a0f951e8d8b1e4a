import type { TDownloadItem, TDownloadList } from '../api/list-downloads';

// Files as the server lists them, for the download page's tests.

export function downloadItem(overrides: Partial<TDownloadItem> = {}): TDownloadItem {
  return {
    id: 1,
    title: '2026 年考试大纲',
    category: '考试大纲',
    description: '考试科目与题型',
    fileName: 'dagang.md',
    contentType: 'text/markdown',
    byteSize: 2_560,
    publishedAt: '2026-02-28T16:00:00.000Z',
    downloadCount: 7,
    access: 'free',
    lockedBy: null,
    ...overrides,
  };
}

export function downloadList(items: TDownloadItem[], total = items.length): TDownloadList {
  return { items, total, page: 1, pageSize: 20 };
}
