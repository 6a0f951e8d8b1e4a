import { useLayoutEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { titleOf } from './route-meta';
import { useProgressBar } from './use-progress-bar';

/**
 * What happens around every navigation: the progress bar runs while the router loads (lazy
 * pages and the token guard), the title follows the route, and the page scrolls to the top.
 */
export function NavigationEffects() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = titleOf(matches);

  useProgressBar(navigation.state !== 'idle');

  // Layout effects: the new page never paints with the old title or scroll position.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
