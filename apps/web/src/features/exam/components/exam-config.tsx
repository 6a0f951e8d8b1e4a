import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * The exam pages' antd settings: buttons keep their text as written (交卷, 报名, not antd's
 * spaced 交 卷), which is also their accessible name.
 */
export function ExamConfig({ children }: { children: ReactNode }) {
  return <ConfigProvider button={{ autoInsertSpace: false }}>{children}</ConfigProvider>;
}
