import type { TUnresolvedListing } from './build-law-graph';
import { articleKeyText } from './extract-citations';

// How `npm run import:laws` shows the references the graph could not resolve: counted by
// reason, the most frequent on screen, all of them in a file for a person to go through.

/** 名称不在库中 93 处，条文不存在 8 处: occurrences by reason, most first. */
export function countByReason(listing: TUnresolvedListing[]): string {
  const counts = new Map<string, number>();
  for (const miss of listing) counts.set(miss.reason, (counts.get(miss.reason) ?? 0) + miss.count);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reason} ${count} 处`)
    .join('，');
}

/** 《刑法修正案（九）》第七条 × 5：条文不存在（首见《…》第三条）. */
export function unresolvedLine(miss: TUnresolvedListing): string {
  return `《${miss.name}》${articleKeyText(miss.article)} × ${miss.count}：${miss.reason}（首见${miss.firstAt}）`;
}

/** One tab-separated row of the file: count, reason, reference, where first. */
export function unresolvedRow(miss: TUnresolvedListing): string {
  return [miss.count, miss.reason, `《${miss.name}》${articleKeyText(miss.article)}`, miss.firstAt]
    .map((cell) => String(cell).replace(/[\t\n]/g, ' '))
    .join('\t');
}
