import { useCallback } from 'react';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';

/**
 * Runs an action for a logged-in user; for a visitor it opens the login dialog instead (the
 * page refetches on its own once they log in). Also says whether the user is logged in.
 */
export function useRequireLogin(): [boolean, (action: () => void) => void] {
  const isLogined = useSession((state) => state.isLogined);
  const run = useCallback(
    (action: () => void) => {
      if (isLogined) action();
      else openLoginDialog();
    },
    [isLogined],
  );
  return [isLogined, run];
}
