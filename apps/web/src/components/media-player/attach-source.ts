// Puts a lesson's link on a media element. MP4/WebM/MP3/M4A play natively; an HLS playlist
// (.m3u8) plays natively in Safari and through hls.js elsewhere, which is loaded only then.

/** True for an HLS playlist link (the path, before any signature in the query). */
export function isHlsLink(src: string): boolean {
  return /\.m3u8$/i.test(src.split('?')[0] ?? '');
}

/**
 * Loads `src` into the media element; returns what undoes it. `onFatal` hears an HLS failure
 * hls.js could not recover from (the element's own `error` event covers native playback).
 */
export async function attachSource(
  media: HTMLMediaElement,
  src: string,
  onFatal: () => void,
): Promise<() => void> {
  if (isHlsLink(src) && !media.canPlayType('application/vnd.apple.mpegurl')) {
    const { default: Hls } = await import('hls.js/light');
    if (Hls.isSupported()) {
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal();
      });
      hls.loadSource(src);
      hls.attachMedia(media);
      return () => hls.destroy();
    }
  }
  media.src = src;
  // Nothing to undo: the next link replaces this one, and a left lesson's element is dropped.
  return () => undefined;
}
