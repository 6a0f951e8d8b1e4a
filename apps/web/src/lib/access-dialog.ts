import { useSyncExternalStore } from 'react';
import { openLoginDialog } from './identity-dialog';

// The one 获取授权 dialog: every locked thing (a question bank now; courses, books and downloads
// as they come) opens it from here, and the app mounts it once in the shared layout.

/** The open 获取授权 dialog and what the visitor was trying to open, or null. */
export type TAccessDialog = { locked: string | undefined } | null;

let current: TAccessDialog = null;
/** Asked for by a visitor, who logs in first: it opens again once they have. */
let afterLogin: TAccessDialog = null;
const listeners = new Set<() => void>();

function set(next: TAccessDialog): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the 获取授权 dialog; `locked` names the thing that needs the authorisation. */
export function openAccessDialog(locked?: string): void {
  set({ locked });
}

/** Closes the 获取授权 dialog. */
export function closeAccessDialog(): void {
  afterLogin = null;
  set(null);
}

/** Closes the dialog for the login dialog; it opens again after the login (resumeAfterLogin). */
export function loginForAccess(): void {
  afterLogin = current;
  set(null);
  openLoginDialog();
}

/** After a login: reopens the dialog the visitor left for it, if any. */
export function resumeAfterLogin(): void {
  if (!afterLogin) return;
  const resumed = afterLogin;
  afterLogin = null;
  set(resumed);
}

/** The open 获取授权 dialog, re-rendering when it changes. */
export function useAccessDialog(): TAccessDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
