import { PLAYED_POSITION_TOLERANCE_MS } from '@yzfk/contract/calls/media';

/**
 * The position to store of a save in a played part (a lesson, an audiobook chapter) of this
 * length: up to PLAYED_POSITION_TOLERANCE_MS past the end counts as the end; a position further
 * past answers undefined, and the save is refused.
 */
export function playedPosition(positionMs: number, durationMs: number): number | undefined {
  if (positionMs > durationMs + PLAYED_POSITION_TOLERANCE_MS) return undefined;
  return Math.min(positionMs, durationMs);
}
