/** What decides a version's status. */
export type TVersionFacts = {
  id: number;
  versionGroup: string;
  publishedAt: string | null;
  effectiveAt: string | null;
  expired: boolean;
};

/**
 * The status of every version: 已废止 when the source marks it expired, 尚未生效 before its
 * effective date, 已修改 when a later version of the same law exists, else 现行有效.
 */
export function deriveStatuses(versions: TVersionFacts[], today: string): Map<number, string> {
  const latest = new Map<string, string>();
  for (const version of versions) {
    if (version.expired) continue;
    const date = version.publishedAt ?? '';
    if (date > (latest.get(version.versionGroup) ?? '')) latest.set(version.versionGroup, date);
  }
  const statuses = new Map<number, string>();
  for (const version of versions) {
    const newest = latest.get(version.versionGroup) ?? '';
    const status = version.expired
      ? '已废止'
      : version.effectiveAt && version.effectiveAt > today
        ? '尚未生效'
        : (version.publishedAt ?? '') < newest
          ? '已修改'
          : '现行有效';
    statuses.set(version.id, status);
  }
  return statuses;
}
