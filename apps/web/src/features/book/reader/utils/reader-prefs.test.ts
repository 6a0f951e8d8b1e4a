import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, parsePrefs } from './reader-prefs';

describe('reader preferences', () => {
  it('keeps known values and falls back for the rest', () => {
    expect(parsePrefs('{"fontSize":22,"theme":"eye","flow":"scrolled"}')).toEqual({
      fontSize: 22,
      theme: 'eye',
      flow: 'scrolled',
    });
    expect(parsePrefs('{"fontSize":99,"theme":"pink"}')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('not json')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
  });
});
