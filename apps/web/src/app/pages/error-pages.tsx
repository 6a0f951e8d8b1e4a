import { Result } from 'antd';
import { LinkButton } from '../../components/link-button';
import { paths } from '@yzfk/contract/paths';
import './pages.css';

type TErrorStatus = '403' | '404' | '500';

const TEXTS: Record<TErrorStatus, string> = {
  '403': '抱歉，您无权访问此页面。',
  '404': '抱歉，您访问的页面不存在。',
  '500': '抱歉，服务器出错了，请稍后再试。',
};

function ErrorPage({ status }: { status: TErrorStatus }) {
  return (
    <Result
      className="error-page"
      status={status}
      title={status}
      subTitle={TEXTS[status]}
      extra={<LinkButton to={paths.home.href()}>返回首页</LinkButton>}
    />
  );
}

/** The 403 page. */
export function ForbiddenPage() {
  return <ErrorPage status="403" />;
}

/** The 404 page, also shown by the noFound catch-all. */
export function NotFoundPage() {
  return <ErrorPage status="404" />;
}

/** The 500 page. */
export function ServerErrorPage() {
  return <ErrorPage status="500" />;
}
