import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { useChineseAriaLabels } from '../lib/aria-labels';
import { FeedbackHost } from '../lib/feedback-host';
import { DetachedStyles } from './detached-styles';

/** antd's English aria-labels made Chinese, as AppProviders does. */
function ChineseAriaLabels({ children }: { children: ReactNode }) {
  useChineseAriaLabels();
  return children;
}

/**
 * Renders UI at a path inside a memory router, a fresh query client, antd in Simplified Chinese
 * (aria-labels too) and antd's `App` (whose toasts and dialogs close with the rendered tree),
 * like the app does.
 */
export function renderWithRouter(ui: ReactNode, path = paths.user.href()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: paths.home.pattern, element: <p>首页</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <DetachedStyles>
      <ConfigProvider locale={zhCN}>
        <FeedbackHost />
        <ChineseAriaLabels>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ChineseAriaLabels>
      </ConfigProvider>
    </DetachedStyles>,
  );
  return { router, queryClient };
}
