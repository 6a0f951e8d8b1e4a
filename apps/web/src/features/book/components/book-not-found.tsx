import { Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';

/** A book id the server does not know, or one that cannot be an id. */
export function BookNotFound() {
  return (
    <Result
      status="404"
      title="图书不存在"
      subTitle="这本书可能已下架，或链接有误。"
      extra={<Link to={paths.bookList.href()}>浏览全部图书</Link>}
    />
  );
}
