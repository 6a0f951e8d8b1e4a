import type { LoaderFunction } from 'react-router';
import type { TTokenManager } from '../../lib/token-manager';

/**
 * The navigation guard (spec section 4): before a navigation commits, make sure an access token
 * is stored — refresh with the stored refresh token, else (or if that fails) get a new web
 * token. It never blocks the page: if the server cannot be reached, calls retry on their own.
 * `afterToken` runs next without being awaited (the app checks that a login is still online).
 */
export function createTokenGuard(
  tokens: Pick<TTokenManager, 'ensureAccessToken'>,
  afterToken: () => void = () => undefined,
): LoaderFunction {
  return async () => {
    try {
      await tokens.ensureAccessToken();
    } catch {
      // Shown to the user by the page's own calls, which obtain a token again on 4010.
    }
    afterToken();
    return null;
  };
}
