import { useEffect, useState } from 'react';
import { loadPrefs, storePrefs, type TReaderPrefs } from '../utils/reader-prefs';

/**
 * The reader's look (font size, theme, paginated or scrolling): read from this browser once and
 * kept there on every change (a preference of the device, not of the account).
 */
export function useReaderPrefs(): [TReaderPrefs, (next: TReaderPrefs) => void] {
  const [prefs, setPrefs] = useState<TReaderPrefs>(loadPrefs);
  useEffect(() => storePrefs(prefs), [prefs]);
  return [prefs, setPrefs];
}
