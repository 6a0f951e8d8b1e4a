import { ipLimitKey } from '../rate-limit/ip-limit-key';
import type { TAuthSession, TClient } from './auth';

/**
 * Whom a once-a-day counter (article views, downloads) counts: the user, else the caller's
 * address (an IPv6 address by its /64). Not the session: anyone can take a fresh anonymous
 * token per request, and each would count again.
 */
export function visitorKey(session: TAuthSession, client: TClient): string {
  return session.userId !== null ? `u:${session.userId}` : `a:${ipLimitKey(client.ip)}`;
}
