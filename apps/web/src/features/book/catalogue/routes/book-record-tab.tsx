import { Progress } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { durationText, formatStamp } from '../../../../lib/date-format';
import { EmptyState, LoadError, Loading } from '../../../../components/load-states';
import { useBookRecord, type TBookRecord } from '../api/get-book-record';
import { percentOf } from '../../utils/book-format';
import '../../../../components/catalogue/catalogue.css';
import '../../styles/book.css';

type TRecordBook = TBookRecord['books'][number];

const FORMAT_TEXT = { epub: 'EPUB', pdf: 'PDF', audio: '有声书' } as const;

function RecordRow({ book }: { book: TRecordBook }) {
  const heard = book.audioChapters > 0 && (book.listenedMs > 0 || book.chaptersFinished > 0);
  return (
    <li className="catalogue-record">
      <div className="catalogue-record__head">
        <Link
          to={
            book.lastFormat === 'audio'
              ? paths.audioBookDetail.href({ id: book.bookId })
              : paths.bookDetail.href({ id: book.bookId })
          }
          className="catalogue-record__title"
        >
          {book.title}
        </Link>
        <span className="book-record__muted">最近：{FORMAT_TEXT[book.lastFormat]}</span>
      </div>
      {book.share !== null ? (
        <Progress
          percent={percentOf(book.share)}
          size="small"
          aria-label={`${book.title} 阅读进度`}
        />
      ) : null}
      <p className="book-record__meta">
        {book.readingMs > 0 ? <span>阅读 {durationText(book.readingMs)}</span> : null}
        {heard ? (
          <span>
            收听 {durationText(book.listenedMs)} · 听完 {book.chaptersFinished}/{book.audioChapters}{' '}
            章
          </span>
        ) : null}
        <span>最近阅读 {formatStamp(book.lastReadAt)}</span>
      </p>
    </li>
  );
}

/**
 * The 图书 tab of /learnrecord (composed there by the router; the page is the question bank's):
 * the books I read or heard, last read first, with my share read and my time.
 */
export function BookRecordTab() {
  const record = useBookRecord(true);
  if (record.isPending) return <Loading />;
  if (record.isError) {
    return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  }
  if (record.data.books.length === 0) {
    return (
      <EmptyState text="暂无读书记录">
        <Link to={paths.bookList.href()}>去读书</Link>
      </EmptyState>
    );
  }
  return (
    <ul className="book-records" aria-label="我的图书">
      {record.data.books.map((book) => (
        <RecordRow key={book.bookId} book={book} />
      ))}
    </ul>
  );
}
