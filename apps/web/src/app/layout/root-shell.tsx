import { Outlet } from 'react-router';
import { NavigationEffects } from '../router/navigation-effects';

/** The root route's element: navigation effects around whichever layout the page uses. */
export function RootShell() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}
