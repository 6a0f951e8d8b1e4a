import { BookOutlined } from '@ant-design/icons';
import { LazyImage } from '../../../../components/lazy-image';
import { mediaHref } from '../../../../lib/media-href';
import type { TBookCard } from '../api/list-books';

/**
 * A book's cover, loaded when it scrolls into view; without one, a tinted box with a book icon
 * and the category, so a card never shows a broken or empty image.
 */
export function BookCover({
  book,
  className = '',
}: {
  book: Pick<TBookCard, 'coverUrl' | 'category' | 'title'>;
  className?: string;
}) {
  if (book.coverUrl) {
    return (
      <LazyImage
        className={`book-cover ${className}`}
        src={mediaHref(book.coverUrl)}
        alt={`${book.title} 封面`}
      />
    );
  }
  return (
    <div className={`book-cover book-cover--none ${className}`} aria-hidden>
      <BookOutlined />
      <span>{book.category}</span>
    </div>
  );
}
