import { Outlet } from 'react-router';
import { useOnlineCheck } from '../../features/identity/api/is-online';
import { NavigationEffects } from '../router/navigation-effects';

/**
 * The root route's element: navigation effects around whichever layout the page uses, and the
 * 60-second check that a logged-in session has not been forced offline.
 */
export function RootShell() {
  useOnlineCheck();
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}
