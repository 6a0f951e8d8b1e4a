// The player's keyboard: space plays or pauses, ←/→ seek 5 s, ↑/↓ change the volume, F toggles
// full screen. Never while typing (a text box, a select, an editable note), and not for keys a
// focused control handles itself (space on a button, arrows on a slider).

export const SEEK_STEP_S = 5;
export const VOLUME_STEP = 0.1;

export type TPlayerKeyTarget = {
  media: HTMLMediaElement;
  /** Absent for audio: no full screen. */
  toggleFullscreen?: () => void;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
  }
  return target.closest('[role="textbox"], [role="combobox"]') !== null;
}

function handlesOwnKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // media-chrome's controls list the keys they act on (buttons space/Enter, ranges arrows).
  const keysUsed: unknown = Reflect.get(target, 'keysUsed');
  if (Array.isArray(keysUsed) && keysUsed.includes(key)) return true;
  if (key === ' ') return target.closest('button, a[href], [role="button"]') !== null;
  return target.closest('input[type="range"], [role="slider"]') !== null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Applies a key to the player; true when it was the player's (the page should not scroll). */
export function handlePlayerKey(event: KeyboardEvent, player: TPlayerKeyTarget): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (isTyping(event.target) || handlesOwnKey(event.target, event.key)) return false;
  const { media } = player;
  switch (event.key) {
    case ' ':
      if (media.paused) void media.play().catch(() => undefined);
      else media.pause();
      return true;
    case 'ArrowLeft':
      media.currentTime = Math.max(0, media.currentTime - SEEK_STEP_S);
      return true;
    case 'ArrowRight': {
      const end = Number.isFinite(media.duration) ? media.duration : Infinity;
      media.currentTime = Math.min(end, media.currentTime + SEEK_STEP_S);
      return true;
    }
    case 'ArrowUp':
      media.muted = false;
      media.volume = clamp(Math.round((media.volume + VOLUME_STEP) * 10) / 10, 0, 1);
      return true;
    case 'ArrowDown':
      media.volume = clamp(Math.round((media.volume - VOLUME_STEP) * 10) / 10, 0, 1);
      return true;
    case 'f':
    case 'F':
      if (!player.toggleFullscreen) return false;
      player.toggleFullscreen();
      return true;
    default:
      return false;
  }
}
