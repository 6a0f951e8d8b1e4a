import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';

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
