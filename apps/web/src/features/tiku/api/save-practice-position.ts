import { useMutation } from '@tanstack/react-query';
import { savePracticePositionCall } from '@yzfk/contract/calls/tiku-practice';
import { api } from '../../../lib/api';

/** Remembers the question the user is on, so that coming back resumes there. */
export function savePracticePosition(sessionId: string, position: number) {
  // Quietly: a lost position is not worth interrupting the user for.
  return api.call(savePracticePositionCall, { sessionId, position }, { silent: true });
}

/** Saving the position as the user moves (nothing on screen depends on the reply). */
export function useSavePracticePosition(sessionId: string) {
  return useMutation({
    mutationFn: (position: number) => savePracticePosition(sessionId, position),
  });
}
