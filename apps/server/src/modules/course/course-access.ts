import type { TAuth, TAuthSession } from '../../platform/http/auth';
import type { TAuthorisation } from '../identity/login.service';
import type { TCourseAccess } from './course.schema';

/**
 * Who may play what, as for media files: free courses for every session, the others for
 * sessions holding a valid authorisation (any one).
 */
export function createCourseAccess(deps: {
  authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
}) {
  return {
    /** Whether the course is closed to this session (the page shows it locked). */
    async isLocked(auth: TAuth, course: { access: TCourseAccess }): Promise<boolean> {
      if (course.access === 'free') return false;
      return (await deps.authsOf(auth.session)).length === 0;
    },
  };
}

export type TCourseAccessRule = ReturnType<typeof createCourseAccess>;
