/**
 * A relative path inside an imported folder (a course's, a book's, the downloads'): parts
 * separated by `/`, none empty, `.` or `..`, none hidden (starting with a dot), no `\`, no drive
 * letter or leading `/`, no control character.
 */
export function isSafeRelativePath(path: string): boolean {
  if (path.length === 0 || path.length > 255) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\:\u0000-\u001f\u007f]/.test(path) || path.startsWith('/')) return false;
  return path.split('/').every((part) => part.length > 0 && !part.startsWith('.'));
}
