import { useSyncExternalStore } from 'react';

// Which identity dialog is open. It lives in lib/ so that any page (a feature) can ask for the
// login dialog while the app mounts the dialogs once, in the shared layout.

/** The login dialog, or the platform choice (among the session's userInfo.authNames). */
export type TIdentityDialog = { kind: 'login' } | { kind: 'selectPlatform' } | null;

let current: TIdentityDialog = null;
const listeners = new Set<() => void>();

function set(next: TIdentityDialog): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens an identity dialog (the login dialog, or the platform choice after a login). */
export function openIdentityDialog(dialog: NonNullable<TIdentityDialog>): void {
  set(dialog);
}

/** Opens the login dialog. */
export function openLoginDialog(): void {
  set({ kind: 'login' });
}

/** Closes whichever identity dialog is open. */
export function closeIdentityDialog(): void {
  set(null);
}

/** The open identity dialog, re-rendering when it changes. */
export function useIdentityDialog(): TIdentityDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
