import { BookOutlined } from '@ant-design/icons';
import { CatalogueCover } from '../../../../components/catalogue/catalogue-cover';
import type { TBookCard } from '../api/list-books';

/** A book's cover (portrait); without one, a tinted box with a book icon and the category. */
export function BookCover({
  book,
  className = '',
}: {
  book: Pick<TBookCard, 'coverUrl' | 'category' | 'title'>;
  className?: string;
}) {
  return (
    <CatalogueCover
      coverUrl={book.coverUrl}
      title={book.title}
      className={`book-cover ${className}`}
      icon={<BookOutlined />}
      label={book.category}
    />
  );
}
