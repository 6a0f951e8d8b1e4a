import { useCallback, useState } from 'react';

/**
 * The question on screen, by index: it starts where the server says the candidate was (within
 * the paper, in case the paper is shorter than that) and never moves off the paper.
 */
export function useExamPosition(
  start: number,
  count: number,
): { position: number; move: (to: number) => void } {
  const [position, setPosition] = useState(() =>
    Math.min(Math.max(0, start), Math.max(0, count - 1)),
  );
  const move = useCallback(
    (to: number) => setPosition(Math.min(Math.max(0, to), count - 1)),
    [count],
  );
  return { position, move };
}
