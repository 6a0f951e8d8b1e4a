import { describe, expect, it } from 'vitest';
import { isHlsLink } from './attach-source';

describe('isHlsLink', () => {
  it('knows an HLS playlist by its path, whatever the signature in the query', () => {
    expect(isHlsLink('/media/7.m3u8?exp=1&sig=abc.mp4')).toBe(true);
    expect(isHlsLink('/media/7/index.M3U8')).toBe(true);
    expect(isHlsLink('/media/7?exp=1&sig=a.m3u8')).toBe(false);
    expect(isHlsLink('/media/7.mp4')).toBe(false);
  });
});
