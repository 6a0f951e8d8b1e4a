import type { ReactNode } from 'react';
import './playlist-button.css';

/**
 * One entry of what a player plays through (an audiobook's chapters, a course's lessons): the
 * one playing is marked for the eye (is-current) and for screen readers (aria-current).
 */
export function PlaylistButton({
  className,
  current,
  onChoose,
  children,
}: {
  className: string;
  current: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`playlist-button ${className}${current ? ' is-current' : ''}`}
      aria-current={current ? 'true' : undefined}
      onClick={onChoose}
    >
      {children}
    </button>
  );
}
