import { CustomerServiceOutlined } from '@ant-design/icons';
import { Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import type { TBookCard } from '../api/list-books';
import { accessTag, percentOf } from '../../utils/book-format';
import { BookCover } from './book-cover';

/**
 * A book in the catalogue: cover, title, authors, publisher, category, access, 已读 N% once I
 * started. On /audioBook a card opens the audiobook, elsewhere the book's page.
 */
export function BookCard({ book, audio }: { book: TBookCard; audio: boolean }) {
  const tag = accessTag(book.access);
  return (
    <li className="book-card">
      <Link
        to={
          audio
            ? paths.audioBookDetail.href({ id: book.id })
            : paths.bookDetail.href({ id: book.id })
        }
        className="catalogue-card__link"
        aria-label={book.title}
      >
        <BookCover book={book} />
        <div className="catalogue-card__body">
          <h2 className="catalogue-card__title book-card__title">{book.title}</h2>
          <p className="catalogue-meta">{book.authors.join('、')}</p>
          <p className="catalogue-meta">
            <span>{book.publisher}</span>
            <span>{book.category}</span>
          </p>
          <div className="book-card__foot">
            <Tag color={tag.color}>{tag.text}</Tag>
            {book.audioChapters > 0 ? (
              <Tag icon={<CustomerServiceOutlined />}>有声书 {book.audioChapters} 章</Tag>
            ) : null}
          </div>
          {book.readShare !== null ? (
            <div className="book-card__progress">
              <Progress
                percent={percentOf(book.readShare)}
                size="small"
                showInfo={false}
                aria-hidden
              />
              <span>已读 {percentOf(book.readShare)}%</span>
            </div>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
