import type { Locator, Page } from 'playwright-core';

/**
 * Types into a note box once its rich editor has replaced the plain stand-in shown while the
 * editor loads: text filled into the stand-in at the moment of the swap was lost on a busy
 * machine (the save button stayed off).
 */
export async function fillNoteBox(scope: Page | Locator, label: string, text: string) {
  const editor = scope.locator(`[contenteditable="true"][aria-label="${label}"]`);
  await editor.waitFor();
  await editor.fill(text);
}
