import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import { paths } from '@yzfk/contract/paths';

// What each kind of favourite is: its page and its name.

/** Where a favourite item opens (the spec's detail routes of each kind). */
export function favoriteItemPath(kind: TFavoriteKind, targetId: number): string {
  switch (kind) {
    case 'law':
      return paths.lawItem.href({ id: targetId });
    case 'book':
      return paths.bookDetail.href({ id: targetId });
    case 'course':
      return paths.videoDetail.href({ id: targetId });
    case 'article':
      return paths.articleItem.href({ id: targetId });
  }
}

/** Each kind's name in the tab, the empty state and the list's label. */
export const FAVORITE_KIND_NAMES: Record<TFavoriteKind, string> = {
  law: '法规',
  book: '图书',
  course: '课程',
  article: '文章',
};
