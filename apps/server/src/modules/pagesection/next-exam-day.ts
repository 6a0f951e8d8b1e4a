const DAY_MS = 86_400_000;

/**
 * The first of an exam's dates on or after today (both YYYY-MM-DD, China time) and the whole
 * days left until it; null when every date has passed.
 */
export function nextExamDay(
  dates: readonly string[],
  today: string,
): { date: string; daysLeft: number } | null {
  const next = [...dates].sort().find((date) => date >= today);
  if (!next) return null;
  const daysLeft = Math.round(
    (Date.parse(`${next}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
  return { date: next, daysLeft };
}
