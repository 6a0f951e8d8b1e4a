import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { titleOf } from './route-meta';

// Each trickle queues one `speed` (200 ms) step: trickling faster than that grows a backlog that
// keeps the bar on screen after the page has loaded.
NProgress.configure({ showSpinner: false, speed: 200, trickleSpeed: 250 });

/** Shows the progress bar (#nprogress) while `isBusy` is true. */
export function useProgressBar(isBusy: boolean): void {
  useEffect(() => {
    if (!isBusy) return;
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, [isBusy]);
}

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
