import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (⌘+Enter on a Mac) saves a note box, as in most editors. */
export function isSaveKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/**
 * Keeps key events typed into a text box inside the panel from reaching the page around it, so
 * the player's shortcuts (space, arrows, F) do not fire while the user writes.
 */
export function stopTypingKeys(event: KeyboardEvent): void {
  const target = event.target;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
    event.stopPropagation();
  }
}
