import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '../lib/session-store';
import { createQueryClient } from './query-client';
import { refetchOnIdentityChange } from './refetch-on-identity-change';
import { APP_THEME } from './theme';

dayjs.locale('zh-cn');

// Toasts and alerts raised outside React (the API client) render with the same locale and theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={APP_THEME}>
      {children}
    </ConfigProvider>
  ),
});

/** The app's providers: antd in Simplified Chinese with the app theme, and TanStack Query. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchOnIdentityChange(queryClient, sessionStore), [queryClient]);
  return (
    <ConfigProvider locale={zhCN} theme={APP_THEME}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
