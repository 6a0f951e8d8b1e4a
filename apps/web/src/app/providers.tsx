import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState, type ReactNode } from 'react';
import { useChineseAriaLabels } from '../lib/aria-labels';
import { sessionStore } from '../lib/session-store';
import { TOAST_CONFIG } from '../lib/use-feedback';
import { FeedbackBridge } from './feedback-bridge';
import { createQueryClient } from './query-client';
import { refetchOnIdentityChange } from './refetch-on-identity-change';
import { APP_THEME } from './theme';

dayjs.locale('zh-cn');

/**
 * The app's providers: antd in Simplified Chinese with the app theme, antd's `App` (toasts and
 * dialogs for components and, through the bridge, for the API client), and TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchOnIdentityChange(queryClient, sessionStore), [queryClient]);
  useChineseAriaLabels();
  return (
    <ConfigProvider locale={zhCN} theme={APP_THEME}>
      <App component={false} message={TOAST_CONFIG}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
