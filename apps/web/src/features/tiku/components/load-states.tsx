import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, ERROR_CODE } from '../../../lib/api-error';

/** While a page's data loads. */
export function Loading({ rows = 8 }: { rows?: number }) {
  return (
    <div className="tiku-loading" aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** When a list has nothing to show. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Empty description={text} className="tiku-empty">
      {children}
    </Empty>
  );
}

/** A failed load: the server's message when it sent one, and 重试. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const detail = error instanceof ApiError || error instanceof Error ? error.message : '';
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={detail || '请稍后重试'}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : null
      }
    />
  );
}

/** A session that does not exist (4706) or any other failure to load one. */
export function SessionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === ERROR_CODE.sessionNotFound) {
    return (
      <Result
        status="404"
        title="练习记录不存在"
        subTitle="这次练习可能已被删除，请回到题库重新开始。"
        extra={<Link to="/tikulist">返回题库</Link>}
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
      extra={<Link to="/tikulist">去题库练习</Link>}
    />
  );
}
