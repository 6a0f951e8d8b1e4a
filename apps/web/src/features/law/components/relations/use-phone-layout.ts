import { useSyncExternalStore } from 'react';

/** Phones and narrow windows: the panel is a drawer from the bottom there. */
const PHONE_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized (≤ 768 px), following its resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
