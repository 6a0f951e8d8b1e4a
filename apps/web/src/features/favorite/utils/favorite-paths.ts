import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';

/** Where a favourite item opens (the spec's detail routes of each kind). */
export function favoriteItemPath(kind: TFavoriteKind, targetId: number): string {
  switch (kind) {
    case 'law':
      return `/law/item/${targetId}`;
    case 'book':
      return `/book/detail/${targetId}`;
    case 'course':
      return `/course/videodetail/${targetId}`;
    case 'article':
      return `/article/item/${targetId}`;
  }
}

/** Each kind's name in the tab, the empty state and the list's label. */
export const FAVORITE_KIND_NAMES: Record<TFavoriteKind, string> = {
  law: '法规',
  book: '图书',
  course: '课程',
  article: '文章',
};
