import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import './route-error.css';

/**
 * The error boundary of the routes. Deliberately without antd so it works even when a page's
 * chunk failed to load (for example after a new release).
 */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="route-error" role="alert">
      <h1>{isNotFound ? '404' : '500'}</h1>
      <p>{isNotFound ? '抱歉，您访问的页面不存在。' : '抱歉，页面出错了，请刷新后重试。'}</p>
      <p className="route-error__actions">
        {!isNotFound && (
          <button type="button" onClick={() => window.location.reload()}>
            刷新页面
          </button>
        )}
        <Link to={paths.home.href()}>返回首页</Link>
      </p>
    </section>
  );
}
