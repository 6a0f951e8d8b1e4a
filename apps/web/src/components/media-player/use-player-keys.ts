import { useEffect, useRef } from 'react';
import { handlePlayerKey, type TPlayerKeyTarget } from './player-keys';

/** Listens for the player's keys on the whole page while a media element is there. */
export function usePlayerKeys(player: TPlayerKeyTarget | null): void {
  const current = useRef(player);
  useEffect(() => {
    current.current = player;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = current.current;
      if (target && handlePlayerKey(event, target)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
