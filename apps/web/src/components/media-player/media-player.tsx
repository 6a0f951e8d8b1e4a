import 'media-chrome';
import 'media-chrome/menu';
import 'media-chrome/dist/lang/zh-CN.js';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlaybackRateButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { MediaPlaybackRateMenu, MediaPlaybackRateMenuButton } from 'media-chrome/react/menu';
import type { MediaController as TMediaControllerElement } from 'media-chrome';
import { setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { attachSource } from './attach-source';
import { usePlayerKeys } from './use-player-keys';
import './media-player.css';

// The player: media-chrome's controls over the native <video>/<audio> (hls.js only for an HLS
// link). One instance plays one lesson (the page keys it by lesson); a new `src` for the same
// lesson is a refreshed signed link and playback continues where it was.

setLanguage('zh-CN');

const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2];

export type TMediaPlayerProps = {
  kind: 'video' | 'audio';
  /** The address to load (a signed link). */
  src: string;
  /** Where the lesson starts on its first load (my saved position). */
  startAtMs: number;
  autoPlay: boolean;
  /** The speed the learner chose on an earlier lesson: kept from lesson to lesson. */
  playbackRate: number;
  onRateChange: (rate: number) => void;
  title: string;
  /** Shown beside the compact audio player. */
  cover?: ReactNode;
  /** The element, for progress saving and the notes' position. */
  onMedia: (media: HTMLMediaElement | null) => void;
  onEnded: () => void;
  /** The media failed (usually its signed link ran out): the page asks for a new link. */
  onMediaError: () => void;
};

/** Resumes at a position once the media knows its length, then plays when asked. */
function whenLoaded(media: HTMLMediaElement, atS: number, play: boolean): () => void {
  const onLoaded = () => {
    if (atS > 0 && (!Number.isFinite(media.duration) || atS < media.duration - 0.5)) {
      media.currentTime = atS;
    }
    if (play) void media.play().catch(() => undefined);
  };
  media.addEventListener('loadedmetadata', onLoaded, { once: true });
  return () => media.removeEventListener('loadedmetadata', onLoaded);
}

/** The controls both players have, in this order: play, 5 s back and on, the timeline, sound. */
function PlaybackControls() {
  return (
    <>
      <MediaPlayButton />
      <MediaSeekBackwardButton seekOffset={5} />
      <MediaSeekForwardButton seekOffset={5} />
      <MediaTimeRange />
      <MediaTimeDisplay showDuration />
      <MediaMuteButton />
      <MediaVolumeRange />
    </>
  );
}

/** The player of one lesson: video with full screen and picture-in-picture, or compact audio. */
export function MediaPlayer(props: TMediaPlayerProps) {
  const { kind, src, onMedia } = props;
  const latest = useRef(props);
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const bindMedia = useCallback((element: HTMLMediaElement | null) => {
    mediaRef.current = element;
    if (element) {
      // The default survives the load algorithm, which resets playbackRate to it.
      element.defaultPlaybackRate = latest.current.playbackRate;
      element.playbackRate = latest.current.playbackRate;
    }
    setMedia(element);
  }, []);
  const controllerRef = useRef<TMediaControllerElement>(null);
  const loaded = useRef(false);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return undefined;
    // First load: my saved position. A new link later: where playback was, as it was.
    const continuing = loaded.current;
    const atS = continuing ? media.currentTime : latest.current.startAtMs / 1000;
    const play = continuing ? !media.paused || media.error !== null : latest.current.autoPlay;
    loaded.current = true;
    const stopWaiting = whenLoaded(media, atS, play);
    let detach: (() => void) | undefined;
    let cancelled = false;
    void attachSource(media, src, () => latest.current.onMediaError()).then((undo) => {
      if (cancelled) undo();
      else detach = undo;
    });
    return () => {
      cancelled = true;
      stopWaiting();
      detach?.();
    };
  }, [src]);

  useEffect(() => {
    onMedia(media);
    return () => onMedia(null);
  }, [media, onMedia]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void controllerRef.current?.requestFullscreen().catch(() => undefined);
  }, []);
  usePlayerKeys(
    media ? { media, toggleFullscreen: kind === 'video' ? toggleFullscreen : undefined } : null,
  );

  const mediaEvents = {
    onEnded: () => latest.current.onEnded(),
    onError: () => latest.current.onMediaError(),
    onRateChange: () => {
      if (mediaRef.current) latest.current.onRateChange(mediaRef.current.playbackRate);
    },
  };

  if (kind === 'audio') {
    return (
      <div className="media-player-audio">
        {props.cover}
        <div className="media-player-audio__body">
          <h2 className="media-player-audio__title">{props.title}</h2>
          <MediaController audio noHotkeys className="media-player-audio__controller">
            <audio
              slot="media"
              ref={bindMedia}
              preload="metadata"
              aria-label={props.title}
              {...mediaEvents}
            />
            {/* A menu would need room above the bar; the compact player cycles the speeds. */}
            <MediaControlBar>
              <PlaybackControls />
              <MediaPlaybackRateButton rates={PLAYBACK_RATES} />
            </MediaControlBar>
          </MediaController>
        </div>
      </div>
    );
  }

  return (
    <MediaController ref={controllerRef} noHotkeys className="media-player-video">
      <video
        slot="media"
        ref={bindMedia}
        preload="metadata"
        playsInline
        aria-label={props.title}
        {...mediaEvents}
      />
      <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      <MediaPlaybackRateMenu hidden anchor="auto" rates={PLAYBACK_RATES} />
      <MediaControlBar>
        <PlaybackControls />
        <MediaPlaybackRateMenuButton />
        <MediaPipButton />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
