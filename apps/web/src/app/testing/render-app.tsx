import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DetachedStyles } from '../../testing/detached-styles';
import { AppProviders } from '../providers';
import { createAppRoutes } from '../router/routes';

/** A router inside the app's providers, as main.tsx mounts it. */
export function renderInApp(router: ReturnType<typeof createMemoryRouter>): void {
  render(
    <DetachedStyles>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </DetachedStyles>,
  );
}

/** The whole app at `path`, with its providers and routes, in a memory router it answers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(
    createAppRoutes(() => null),
    { initialEntries: [path] },
  );
  renderInApp(router);
  return router;
}
