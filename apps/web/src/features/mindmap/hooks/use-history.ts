import { useCallback, useState } from 'react';

const HISTORY_MAX = 100;

type THistory<T> = { past: T[]; present: T; future: T[]; coalesce: string | null };

/**
 * Undo and redo over immutable values. `apply` with a `coalesce` key replaces the last step
 * when the previous one had the same key (typing a title is one step, not one per letter).
 */
export function useHistory<T>(initial: T) {
  const [history, setHistory] = useState<THistory<T>>({
    past: [],
    present: initial,
    future: [],
    coalesce: null,
  });

  const apply = useCallback((next: T, coalesce: string | null = null) => {
    setHistory((current) => {
      if (next === current.present) return current;
      const merge = coalesce !== null && coalesce === current.coalesce;
      return {
        past: merge ? current.past : [...current.past, current.present].slice(-HISTORY_MAX),
        present: next,
        future: [],
        coalesce,
      };
    });
  }, []);
  const undo = useCallback(() => {
    setHistory((current) => {
      const previous = current.past[current.past.length - 1];
      if (previous === undefined) return current;
      return {
        past: current.past.slice(0, -1),
        present: previous,
        future: [current.present, ...current.future],
        coalesce: null,
      };
    });
  }, []);
  const redo = useCallback(() => {
    setHistory((current) => {
      const [next, ...rest] = current.future;
      if (next === undefined) return current;
      return {
        past: [...current.past, current.present],
        present: next,
        future: rest,
        coalesce: null,
      };
    });
  }, []);
  /** Starts over from a value (a reload): no undo back past it. */
  const reset = useCallback((value: T) => {
    setHistory({ past: [], present: value, future: [], coalesce: null });
  }, []);

  return {
    value: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    apply,
    undo,
    redo,
    reset,
  };
}
