import { Result } from 'antd';
import { Link } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { paths } from '@yzfk/contract/paths';
import { LoadError } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-error';

/** A session that does not exist (4706) or any other failure to load one. */
export function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === E.sessionNotFound) {
    return (
      <Result
        status="404"
        title="练习记录不存在"
        subTitle="这次练习可能已被删除，请回到题库重新开始。"
        extra={<Link to={paths.tikuList.href()}>返回题库</Link>}
      />
    );
  }
  return <LoadError error={error} onRetry={onRetry} />;
}

/** /zj or /sj without a session: where to start one. */
export function NoSession({ what }: { what: string }) {
  return (
    <Result
      status="info"
      title={`请先在题库中选择${what}`}
      extra={<Link to={paths.tikuList.href()}>去题库练习</Link>}
    />
  );
}
