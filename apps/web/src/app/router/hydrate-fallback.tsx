import { useProgressBar } from './use-progress-bar';

/** Shown on the very first load while the guard gets a token and the first page loads. */
export function HydrateFallback() {
  useProgressBar(true);
  return (
    <div className="app-loading" role="status">
      加载中…
    </div>
  );
}
