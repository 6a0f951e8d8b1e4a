import { useEffect } from 'react';
import { isOnlineCall } from '@yzfk/contract/calls/auth-login';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';

/** While logged in the session is checked this often, and on every navigation. */
export const ONLINE_CHECK_INTERVAL_MS = 60_000;
/** Navigations closer together than this share one check. */
const MIN_GAP_MS = 2_000;

let lastCheck = 0;

/**
 * Asks whether the session still counts. A forced-offline session gets 5008 here, which the API
 * client turns into the alert 用户已被强制下线 and the way home. Does nothing while logged out.
 */
export async function checkOnline(now = Date.now()): Promise<void> {
  if (!sessionStore.getState().isLogined || now - lastCheck < MIN_GAP_MS) return;
  lastCheck = now;
  try {
    const { isLogined } = await api.call(isOnlineCall, {}, { silent: true });
    if (!isLogined && sessionStore.getState().isLogined) {
      // The server no longer knows a login on this session: show the visitor as logged out.
      sessionStore.setFlags({ isLogined: false, isAuthed: false, isSelectOrg: false });
      sessionStore.setUserInfo(null);
    }
  } catch {
    // Session-ending codes were already handled by the API client; the rest can wait.
  }
}

/** Checks the session every 60 s while the component is mounted. */
export function useOnlineCheck(): void {
  useEffect(() => {
    const timer = setInterval(() => void checkOnline(), ONLINE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
