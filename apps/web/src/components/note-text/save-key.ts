import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (⌘+Enter on a Mac) saves a note box, as in most editors. */
export function isSaveKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/**
 * Keeps key events typed into a text box (a field, or the note editor's editable area) from
 * reaching the page around it, so a player's shortcuts (space, arrows, F) do not fire while the
 * user writes.
 */
export function stopTypingKeys(event: KeyboardEvent): void {
  const target = event.target;
  if (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLInputElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  ) {
    event.stopPropagation();
  }
}
