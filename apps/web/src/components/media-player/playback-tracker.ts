// Watches one media element playing one item (a course lesson, an audiobook chapter) and saves
// where the listener is: every 15 s while it plays, on pause, at the end (finished), when the
// page is hidden or closed, and when the item is left. Played time is wall time actually playing
// (2× speed still counts real seconds). `clientAt` stamps every save so the server drops a late,
// stale one. What a save is called and where it goes is the caller's (`save`).

export const SAVE_INTERVAL_MS = 15_000;

/** Why a save is made; hidden and leave go with keepalive, since the page may be going away. */
type TSaveReason = 'tick' | 'pause' | 'ended' | 'hidden' | 'leave';

/** One save: where playback is, the time played since the last save, and whether it ended. */
export type TPlaybackSave = {
  positionMs: number;
  playedDeltaMs: number;
  finished: boolean;
  clientAt: number;
};

export type TPlaybackTrackerOptions = {
  media: HTMLMediaElement;
  /** The item's length by the server (a position is never sent past it). */
  durationMs: number;
  /** The most played time one save may carry (the server's cap); the rest goes with the next. */
  deltaMaxMs: number;
  save: (save: TPlaybackSave, options: { keepalive?: boolean }) => Promise<unknown>;
  /** A save that others show has landed: the item was finished, or the listener left it. */
  onChanged: () => void;
  now?: () => number;
  doc?: Document;
  win?: Window;
};

/** Starts tracking; returns the function that stops it and saves the last position. */
export function trackPlayback(options: TPlaybackTrackerOptions): () => void {
  const { media, save, onChanged } = options;
  const now = options.now ?? (() => Date.now());
  const doc = options.doc ?? document;
  const win = options.win ?? window;

  let playingSince: number | null = null;
  let unsentPlayedMs = 0;
  // Before the media first plays or seeks, its position (0 while loading) says nothing: saving
  // it would move a saved position back.
  let started = false;
  let finished = false;
  let lastSent: { positionMs: number; finished: boolean } | null = null;
  let unannounced = false;

  function countPlaying(): void {
    if (playingSince === null) return;
    const at = now();
    unsentPlayedMs += at - playingSince;
    playingSince = media.paused ? null : at;
  }

  function positionMs(): number {
    const ms = Math.round(media.currentTime * 1000);
    return Math.max(0, Math.min(Number.isFinite(ms) ? ms : 0, options.durationMs));
  }

  function flush(reason: TSaveReason): void {
    if (!started) return;
    countPlaying();
    const position = positionMs();
    const playedDeltaMs = Math.round(Math.min(unsentPlayedMs, options.deltaMaxMs));
    const unchanged =
      lastSent?.positionMs === position && lastSent.finished === finished && playedDeltaMs === 0;
    const announce = reason === 'ended' || reason === 'leave';
    if (unchanged) {
      if (announce && unannounced) {
        unannounced = false;
        onChanged();
      }
      return;
    }
    unsentPlayedMs -= playedDeltaMs;
    lastSent = { positionMs: position, finished };
    unannounced = true;
    const keepalive = reason === 'hidden' || reason === 'leave';
    save(
      { positionMs: position, playedDeltaMs, finished, clientAt: now() },
      keepalive ? { keepalive } : {},
    ).then(
      () => {
        if (!announce) return;
        unannounced = false;
        onChanged();
      },
      () => {
        // Lost: the played time goes with the next save, and the position is sent again.
        unsentPlayedMs += playedDeltaMs;
        lastSent = null;
      },
    );
  }

  const onPlaying = () => {
    started = true;
    playingSince ??= now();
  };
  const onStalled = () => {
    countPlaying();
    playingSince = null;
  };
  const onPause = () => {
    onStalled();
    // At the end the element pauses too; the `ended` save follows and says finished.
    if (!media.ended) flush('pause');
  };
  const onEnded = () => {
    onStalled();
    finished = true;
    flush('ended');
  };
  const onSeeked = () => {
    started = true;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush('hidden');
  };
  const onPageHide = () => flush('hidden');

  media.addEventListener('playing', onPlaying);
  media.addEventListener('waiting', onStalled);
  media.addEventListener('pause', onPause);
  media.addEventListener('ended', onEnded);
  media.addEventListener('seeked', onSeeked);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  const timer = win.setInterval(() => {
    if (playingSince !== null) flush('tick');
  }, SAVE_INTERVAL_MS);
  // Already playing when tracking starts (a re-render that kept the element).
  if (!media.paused) onPlaying();

  return () => {
    win.clearInterval(timer);
    media.removeEventListener('playing', onPlaying);
    media.removeEventListener('waiting', onStalled);
    media.removeEventListener('pause', onPause);
    media.removeEventListener('ended', onEnded);
    media.removeEventListener('seeked', onSeeked);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    flush('leave');
  };
}
