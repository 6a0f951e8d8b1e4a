import { Button } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { EmptyState, LoadError, Loading } from '../../../../components/load-states';
import { useFilterParams } from '../../../../hooks/use-filter-params';
import { useBooks } from '../api/list-books';
import { BookCard } from '../components/book-card';
import { BookFilters } from '../components/book-filters';
import {
  BOOK_PAGE_SIZE,
  filterChange,
  filtersFromParams,
  isFiltered,
  requestOf,
} from '../utils/list-filters';
import '../../../../components/catalogue/catalogue.css';
import '../../styles/book.css';
import { ListPagination } from '../../../../components/list-pagination';

/**
 * /bookList (图书) and /audioBook (有声书, the books with an audiobook): book cards with my share
 * read, a category, a search by title or author, a sort and pages, all in the URL query.
 */
export function BookListPage({ audio }: { audio: boolean }) {
  const [params, update] = useFilterParams();
  const filters = filtersFromParams(params);
  const books = useBooks(requestOf(filters, audio));
  const what = audio ? '有声书' : '图书';

  const list = (() => {
    if (books.isPending) return <Loading />;
    if (books.isError) {
      return <LoadError error={books.error} onRetry={() => void books.refetch()} />;
    }
    const { items, total } = books.data;
    if (items.length === 0) {
      return isFiltered(filters) ? (
        <EmptyState text={`没有符合条件的${what}`}>
          <Button onClick={() => update({ category: undefined, q: undefined })}>清除筛选</Button>
        </EmptyState>
      ) : (
        <EmptyState text={`暂无${what}`} />
      );
    }
    return (
      <>
        <ul
          className="catalogue-grid book-grid"
          aria-label={what}
          aria-busy={books.isPlaceholderData}
        >
          {items.map((book) => (
            <BookCard key={book.id} book={book} audio={audio} />
          ))}
        </ul>
        <ListPagination
          className="catalogue-pagination"
          page={filters.page}
          pageSize={BOOK_PAGE_SIZE}
          total={total}
          onPage={(page) => update({ page: String(page) })}
        />
      </>
    );
  })();

  return (
    <div className="catalogue-page book-page">
      <header className="catalogue-page__head">
        <h1 className="catalogue-title">{what}</h1>
        <nav className="catalogue-kinds" aria-label="图书类型">
          <Link
            to={paths.bookList.href()}
            className={`catalogue-kinds__tab${audio ? '' : ' is-active'}`}
            aria-current={audio ? undefined : 'page'}
          >
            图书
          </Link>
          <Link
            to={paths.audioBook.href()}
            className={`catalogue-kinds__tab${audio ? ' is-active' : ''}`}
            aria-current={audio ? 'page' : undefined}
          >
            有声书
          </Link>
        </nav>
      </header>
      <BookFilters filters={filters} onChange={(key, value) => update(filterChange(key, value))} />
      {list}
    </div>
  );
}
