// Small document.cookie helpers. Cookies are set for the whole site (path /) so that the
// server can see them too.

export type TCookieOptions = {
  /** Lifetime in days (fractions allowed); omitted means a session cookie. */
  days?: number;
};

const MS_PER_DAY = 86_400_000;

/** Reads a cookie's decoded value, or undefined when it is not set. */
export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Sets a cookie; with `days` it expires after that many days, else at the end of the session. */
export function setCookie(name: string, value: string, options: TCookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/'];
  if (options.days !== undefined) {
    parts.push(`expires=${new Date(Date.now() + options.days * MS_PER_DAY).toUTCString()}`);
  }
  parts.push('SameSite=Lax');
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Deletes a cookie. */
export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
