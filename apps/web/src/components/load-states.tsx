// The loading, empty and failed states every content page shows the same way.

import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error';
import './load-states.css';

/** While a page's data loads. */
export function Loading({ rows = 6 }: { rows?: number }) {
  return (
    <div className="load-loading" aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** When a list has nothing to show. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Empty description={text} className="load-empty">
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

/**
 * An address that names nothing this page can show (an unknown or withdrawn id, a missing
 * parameter): what is missing, why, and the way back to where one can choose again.
 */
export function NotFound({
  title,
  reason,
  back,
  status = '404',
}: {
  title: string;
  reason?: string;
  /** The way back: a link, or a button where the page's other actions are buttons. */
  back: ReactNode;
  /** 'warning' where the address lacks what it needs rather than naming something unknown. */
  status?: '404' | 'warning';
}) {
  return <Result status={status} title={title} subTitle={reason} extra={back} />;
}
