import { encryptedCall } from '@yzfk/server/platform/testing/encrypted-call';

// Calls from a journey to its server, the way the web client makes them: operator calls (the
// admin token) and reading what a page cannot show.

/** The operator token journey servers are started with (ADMIN_TOKEN). */
export const JOURNEY_ADMIN_TOKEN = 'e2e-admin-token-0123456789';

/** One encrypted call; answers the decrypted data, or throws with the server's code and message. */
export const apiCall = encryptedCall;

/** An operator call (`npm run api -- /flks/admin/...`) with the journey's admin token. */
export function adminCall<T>(base: string, path: string, body: unknown): Promise<T> {
  return apiCall<T>(base, path, body, JOURNEY_ADMIN_TOKEN);
}

/** A fresh anonymous web token for the demo site, as a first visit gets. */
export async function webToken(base: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(base, '/flks/auth/gettoken', {
    domainName: 'localhost',
  });
  return token;
}
