import type { Page } from 'playwright-core';

/** A key to press ('Enter', 'Shift+Tab'), or text typed in one go (as an IME commits it). */
export type TKeyStep = string | { text: string };

/** Plays keys and typed text on the focused element, in order. */
export async function playKeys(page: Page, steps: TKeyStep[]): Promise<void> {
  for (const step of steps) {
    if (typeof step === 'string') await page.keyboard.press(step);
    else await page.keyboard.insertText(step.text);
  }
}
