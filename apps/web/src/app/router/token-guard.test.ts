import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { createApiHarness } from '../../testing/api-harness';
import { fail, ok } from '../../testing/fake-server';
import { buildRoutes } from './build-routes';
import { ROUTE_TABLE } from './route-table';
import { createTokenGuard } from './token-guard';

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
}

describe('navigation guard', () => {
  it('refreshes, then falls back to a new web token, before the first page shows', async () => {
    const h = createApiHarness(
      (request) =>
        request.path === '/flks/auth/refresh'
          ? fail(E.loginExpired, '登录已过期', 401)
          : ok({ token: 'web-access', refreshToken: 'web-refresh', expires_in: 7200 }),
      { refreshToken: 'spent' },
    );
    const router = createMemoryRouter(
      buildRoutes(ROUTE_TABLE, { guard: createTokenGuard(h.tokens) }),
      { initialEntries: ['/home'] },
    );

    await settled(router);

    expect(h.server.requests.map((r) => r.path)).toEqual([
      '/flks/auth/refresh',
      '/flks/auth/gettoken',
    ]);
    expect(h.session.getState().token).toBe('web-access');
    expect(router.state.location.pathname).toBe('/home');
    expect(h.alerts).toEqual([]);
  });

  it('runs before every navigation and asks again once the token is gone', async () => {
    const h = createApiHarness(() =>
      ok({ token: 'web-access', refreshToken: '', expires_in: 7200 }),
    );
    const router = createMemoryRouter(
      buildRoutes(ROUTE_TABLE, { guard: createTokenGuard(h.tokens) }),
      { initialEntries: ['/home'] },
    );
    await settled(router);
    await router.navigate('/lawList');
    await settled(router);
    expect(h.server.requests).toHaveLength(1);

    h.session.deleteToken();
    await router.navigate('/tikulist');
    await settled(router);
    expect(h.server.requests).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/tikulist');
  });

  it('runs the after-token check on every navigation, once the token is there', async () => {
    const h = createApiHarness(() =>
      ok({ token: 'web-access', refreshToken: '', expires_in: 7200 }),
    );
    const seenTokens: string[] = [];
    const router = createMemoryRouter(
      buildRoutes(ROUTE_TABLE, {
        guard: createTokenGuard(h.tokens, () => seenTokens.push(h.session.getState().token)),
      }),
      { initialEntries: ['/home'] },
    );
    await settled(router);
    await router.navigate('/lawList');
    await settled(router);
    expect(seenTokens).toEqual(['web-access', 'web-access']);
  });

  it('lets the navigation finish when no token can be obtained', async () => {
    const h = createApiHarness(() => ({ raw: 'gateway error', status: 502 }));
    const router = createMemoryRouter(
      buildRoutes(ROUTE_TABLE, { guard: createTokenGuard(h.tokens) }),
      { initialEntries: ['/bookList'] },
    );
    await settled(router);
    expect(router.state.location.pathname).toBe('/bookList');
    expect(router.state.errors).toBeNull();
  });
});
