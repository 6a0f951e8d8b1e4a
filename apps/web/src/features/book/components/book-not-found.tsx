import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { NotFound } from '../../../components/load-states';

/** A book id the server does not know, or one that cannot be an id. */
export function BookNotFound() {
  return (
    <NotFound
      title="图书不存在"
      reason="这本书可能已下架，或链接有误。"
      back={<Link to={paths.bookList.href()}>浏览全部图书</Link>}
    />
  );
}
