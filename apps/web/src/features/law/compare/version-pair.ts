import type { TLawDetail } from '@yzfk/contract/calls/law';

/** The version before this one and this one, when the law has an older version. */
export function previousVersionPair(
  detail: Pick<TLawDetail, 'law' | 'versions'>,
): { from: number; to: number } | undefined {
  const index = detail.versions.findIndex((version) => version.id === detail.law.id);
  const older = index >= 0 ? detail.versions[index + 1] : undefined;
  if (older) return { from: older.id, to: detail.law.id };
  // The oldest version compares with the one after it.
  const newer = index > 0 ? detail.versions[index - 1] : undefined;
  return newer ? { from: detail.law.id, to: newer.id } : undefined;
}
