import type { TFlow, TTheme } from '../engine/renderer';

// The reader's look, kept per browser (a preference of the device, not of the account).

export type TReaderPrefs = { fontSize: number; theme: TTheme; flow: TFlow };

export const FONT_SIZE_MIN = 14;
export const FONT_SIZE_MAX = 28;
export const DEFAULT_PREFS: TReaderPrefs = { fontSize: 18, theme: 'day', flow: 'paginated' };
const KEY = 'yzfk-book-reader';

/** Reads stored preferences, keeping only values the reader knows. */
export function parsePrefs(stored: string | null): TReaderPrefs {
  let value: Partial<Record<keyof TReaderPrefs, unknown>> = {};
  try {
    value = stored ? (JSON.parse(stored) as typeof value) : {};
  } catch {
    value = {};
  }
  const fontSize = Number(value.fontSize);
  return {
    fontSize:
      Number.isInteger(fontSize) && fontSize >= FONT_SIZE_MIN && fontSize <= FONT_SIZE_MAX
        ? fontSize
        : DEFAULT_PREFS.fontSize,
    theme: value.theme === 'night' || value.theme === 'eye' ? value.theme : 'day',
    flow: value.flow === 'scrolled' ? 'scrolled' : 'paginated',
  };
}

export function loadPrefs(): TReaderPrefs {
  try {
    return parsePrefs(window.localStorage.getItem(KEY));
  } catch {
    return DEFAULT_PREFS;
  }
}

export function storePrefs(prefs: TReaderPrefs): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Private mode: the look lasts this visit only.
  }
}
