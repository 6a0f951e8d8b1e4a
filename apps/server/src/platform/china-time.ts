// China keeps one time zone, UTC+8, without summer time: days and years that count for users
// (a view a day, study time per day, the 准考证号's year) are China's, whatever the server's zone.

/** China time's offset from UTC. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The day of an instant in China time, YYYY-MM-DD. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The year of an instant in China time. */
export function chinaYear(at: Date): number {
  return new Date(at.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
}
