import type { TAuthSession } from '../../platform/http/auth';
import type { TAuthorisation } from '../identity/login.service';
import type { TDownloadAccess } from './download.schema';

/** Why a session may not download a file yet, or null when it may. */
export type TDownloadLock = 'login' | 'authorisation' | null;

/**
 * Who may download what: free files any session; authorised files sessions holding a valid
 * authorisation (any one, as courses and books; a unit's address counts, even before a login).
 * Without one, an anonymous visitor is asked to log in (a login may bring an authorisation)
 * and a logged-in user to get an authorisation.
 */
export function createDownloadAccess(deps: {
  authsOf: (session: TAuthSession) => Promise<TAuthorisation[]>;
}) {
  /** The session's authorisation check, run at most once per request. */
  return (session: TAuthSession) => {
    let authorised: Promise<boolean> | undefined;
    return async (access: TDownloadAccess): Promise<TDownloadLock> => {
      if (access === 'free') return null;
      authorised ??= deps.authsOf(session).then((auths) => auths.length > 0);
      if (await authorised) return null;
      return session.kind === 'user' ? 'authorisation' : 'login';
    };
  };
}

export type TDownloadAccessRule = ReturnType<typeof createDownloadAccess>;
