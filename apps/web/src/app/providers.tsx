import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useChineseAriaLabels } from '../lib/aria-labels';
import { isFeedbackNeeded, onFeedbackNeeded } from '../lib/feedback-bridge';
import { sessionStore } from '../lib/session-store';
import { createQueryClient } from './query-client';
import { refetchOnIdentityChange } from './refetch-on-identity-change';
import { refreshLawsOnLibraryLoad } from './refresh-laws-on-library-load';
import { APP_THEME } from './theme';

dayjs.locale('zh-cn');

// antd's App (toasts and dialogs) loads with the first toast or dialog (decision 0010).
const FeedbackHost = lazy(() =>
  import('../lib/feedback-host').then((module) => ({ default: module.FeedbackHost })),
);

/**
 * The app's providers: antd in Simplified Chinese with the app theme, antd's `App` (toasts and
 * dialogs for components and the API client, through the feedback bridge), and TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => refetchOnIdentityChange(queryClient, sessionStore), [queryClient]);
  useEffect(() => refreshLawsOnLibraryLoad(queryClient), [queryClient]);
  useChineseAriaLabels();
  const [feedbackNeeded, setFeedbackNeeded] = useState(isFeedbackNeeded);
  useEffect(() => {
    if (isFeedbackNeeded()) setFeedbackNeeded(true);
    return onFeedbackNeeded(() => setFeedbackNeeded(true));
  }, []);
  return (
    <ConfigProvider locale={zhCN} theme={APP_THEME}>
      {feedbackNeeded && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
