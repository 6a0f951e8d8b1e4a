import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * The question bank's antd settings: buttons keep their text as written (交卷, not antd's
 * spaced 交 卷), which is also their accessible name.
 */
export function TikuConfig({ children }: { children: ReactNode }) {
  return <ConfigProvider button={{ autoInsertSpace: false }}>{children}</ConfigProvider>;
}
