import { BADGE_MAX } from '@yzfk/contract/constants';

/** The text of a count badge: the number, or 99+ beyond the spec's badge maximum (section 9). */
export function badgeCountText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
