import { createBrowserRouter } from 'react-router';
import { WEB_BASE_PATH } from '@yzfk/contract/constants';
import { checkOnline } from '../../features/identity/api/is-online';
import { tokenManager } from '../../lib/api';
import { createAppRoutes } from './routes';
import { createTokenGuard } from './token-guard';

/**
 * The router basename: the spec's /Template/yzfk/ without its trailing slash, so that the bare
 * /Template/yzfk also opens the app (and redirects to /home). Matching is case-insensitive.
 */
export const ROUTER_BASENAME = WEB_BASE_PATH.replace(/\/$/, '');

/** Creates the browser router of the app. */
export function createAppRouter() {
  const guard = createTokenGuard(tokenManager, () => void checkOnline());
  return createBrowserRouter(createAppRoutes(guard), {
    basename: ROUTER_BASENAME,
  });
}
