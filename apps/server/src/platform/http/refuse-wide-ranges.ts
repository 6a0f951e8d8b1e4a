import { firstTooWideIpRange, type TIpRangeWidest } from '@yzfk/contract/calls/ip-range';
import { E, ERROR_CODES } from '@yzfk/contract/error-codes';
import { AppError } from './app-error';

/**
 * 4116 naming the first range wider than `widest` (IP_RANGE_WIDEST_V4 / _V6): an organisation
 * authorises every visitor from its ranges, so `0.0.0.0/0`, `::/0` or `::ffff:0.0.0.0/96`
 * would authorise the world (issue 27). Applications always; admin/org/create unless the
 * operator confirms.
 */
export function refuseTooWideRanges(ranges: readonly string[], widest: TIpRangeWidest): void {
  const wide = firstTooWideIpRange(ranges, widest);
  if (wide === undefined) return;
  throw new AppError(
    E.ipRangeTooWide,
    `${ERROR_CODES[E.ipRangeTooWide].msg}（最宽 IPv4 /${widest.v4}、IPv6 /${widest.v6}）：${wide}`,
  );
}
