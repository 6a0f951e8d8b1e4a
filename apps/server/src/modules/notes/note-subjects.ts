import type { TAuth } from '../../platform/http/auth';
import type { TNoteSourcePorts, TSourceReadability } from './note-sources';
import type { TNoteTagsRepository } from './note-tags.repository';

/** Notes resolved per call at most: a first visit after a long time resolves over a few. */
const UNRESOLVED_PER_CALL = 1000;

/**
 * Gives the user's notes written without a subject one (law notes from before 0023, rows
 * whose source was gone at the backfill): each distinct source is asked once through its port,
 * as a write would have. A source that is gone gets none (''); a locked one stays unresolved
 * and is asked again next time (its subject is not this session's to know).
 */
export async function resolveSubjects(
  deps: { tags: TNoteTagsRepository; sources: TNoteSourcePorts },
  auth: TAuth,
  userId: number,
): Promise<void> {
  const rows = await deps.tags.unresolvedSubjects(userId, UNRESOLVED_PER_CALL);
  const bySource = new Map<string, typeof rows>();
  for (const row of rows) {
    // One question per item: a law's port loads the whole law, so not once per article.
    const key = `${row.source}:${row.sourceId}`;
    const group = bySource.get(key);
    if (group) group.push(row);
    else bySource.set(key, [row]);
  }
  for (const group of bySource.values()) {
    const [first] = group;
    if (!first) continue;
    const port = deps.sources[first.source];
    const found: TSourceReadability = port
      ? await port(auth, first.sourceId, first.anchor)
      : { status: 'missing' };
    if (found.status === 'locked') continue;
    const subject = found.status === 'readable' ? (found.subject ?? '') : '';
    await deps.tags.setSubject(
      userId,
      group.map((row) => row.id),
      subject,
    );
  }
}
