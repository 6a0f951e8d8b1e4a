import { describe, expect, it } from 'vitest';
import type { TAuth } from '../../platform/http/auth';
import type { TNoteSourcePort } from './note-sources';
import { resolveSubjects } from './note-subjects';
import type { TNoteTagsRepository, TUnresolvedNote } from './note-tags.repository';

/** A repository holding some unresolved notes and recording what each was given. */
function fakeTags(unresolved: TUnresolvedNote[]) {
  const given = new Map<number, string>();
  const tags = {
    unresolvedSubjects: () => Promise.resolve(unresolved),
    setSubject: (_userId: number, noteIds: number[], subject: string) => {
      for (const id of noteIds) given.set(id, subject);
      return Promise.resolve();
    },
  } as unknown as TNoteTagsRepository;
  return { tags, given };
}

const note = (id: number, source: TUnresolvedNote['source'], sourceId: number) => ({
  id,
  source,
  sourceId,
  anchor: source === 'law' ? '1' : '',
});

describe('resolveSubjects', () => {
  it('asks each source item once and files its notes under the answer', async () => {
    const { tags, given } = fakeTags([
      note(1, 'law', 7),
      note(2, 'law', 7),
      note(3, 'law', 8),
      note(4, 'question', 9),
      note(5, 'question', 10),
      note(6, 'book', 11),
    ]);
    const asked: string[] = [];
    const law: TNoteSourcePort = (_auth, lawId) => {
      asked.push(`law ${lawId}`);
      return Promise.resolve(
        lawId === 7 ? { status: 'readable', subject: '刑法' } : { status: 'missing' },
      );
    };
    const question: TNoteSourcePort = (_auth, questionId) =>
      Promise.resolve(questionId === 9 ? { status: 'locked' } : { status: 'readable' });
    await resolveSubjects({ tags, sources: { law, question } }, {} as TAuth, 1);
    expect(asked).toEqual(['law 7', 'law 8']);
    expect(Object.fromEntries(given)).toEqual({
      // 7 is filed under its subject; 8 is gone; 10 has none; 11 has no port (none).
      1: '刑法',
      2: '刑法',
      3: '',
      5: '',
      6: '',
    });
    // The locked question (4) stays unresolved, to be asked again.
    expect(given.has(4)).toBe(false);
  });
});
