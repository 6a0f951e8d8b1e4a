import type { TAuth } from '../../../platform/http/auth';

/** The logged-in caller's user id, or null for a visitor (whose panel shows no records). */
export function callerUserId(auth: TAuth): number | null {
  return auth.session.kind === 'user' ? auth.session.userId : null;
}
