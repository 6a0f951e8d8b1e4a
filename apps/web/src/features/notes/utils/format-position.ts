/** A position in a lesson as players show it: 03:12, or 1:03:12 past an hour (whole seconds). */
export function formatPosition(positionMs: number): string {
  const total = Math.max(0, Math.floor(positionMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
