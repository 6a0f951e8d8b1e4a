import { describe, expect, it } from 'vitest';
import type { TSearchIndexRepository } from './search-index.repository';
import { createIndexedProvider, SIGNATURE_TTL_MS } from './indexed-provider';
import type { TSearchEntry, TSearchSource } from '../../platform/search/search-provider';

/** An index in memory: it matches an entry when its title or body holds the query. */
function memoryIndex() {
  const kinds = new Map<string, { signature: string; entries: TSearchEntry[] }>();
  let rebuilds = 0;
  const index: TSearchIndexRepository = {
    signatureOf: (kind) => Promise.resolve(kinds.get(kind)?.signature),
    replaceKind: (kind, signature, entries) => {
      // A rebuild replaces the open kind and then the authorised one: count it once.
      if (!kind.endsWith(':authorised')) rebuilds++;
      kinds.set(kind, { signature, entries });
      return Promise.resolve();
    },
    match: (asked, literal, offset, limit) => {
      const word = literal.replace(/[^\p{Script=Han}]/gu, '').slice(0, 2);
      const rows = asked
        .flatMap((kind) => kinds.get(kind)?.entries ?? [])
        .filter((entry) => (entry.title + entry.body).includes(word))
        .map((entry) => ({ ...entry, ref_id: entry.refId, total: 0 }));
      return Promise.resolve({
        total: rows.length,
        capped: false,
        rows: rows.slice(offset, offset + limit),
      });
    },
  };
  return { index, rebuilds: () => rebuilds };
}

function bookSource(entries: TSearchEntry[]) {
  const state = { version: 1, entries };
  const source: TSearchSource = {
    tab: 'book',
    signature: () => Promise.resolve(String(state.version)),
    entries: () => Promise.resolve(state.entries),
  };
  return { source, state };
}

const entry = (refId: number, title: string, body: string): TSearchEntry => ({
  refId,
  title,
  body,
  tags: ['法条汇编'],
  path: `/book/detail/${refId}`,
});

describe('an indexed provider', () => {
  it('builds its index on the first search and answers hits with marked snippets', async () => {
    const memory = memoryIndex();
    const { source } = bookSource([
      entry(1, '宪法', '中华人民共和国宪法全文'),
      entry(2, '刑法', ''),
    ]);
    const provider = createIndexedProvider(memory.index, source);
    const found = await provider.search({
      query: '宪法',
      terms: ['宪法'],
      mode: 'all',
      offset: 0,
      limit: 10,
      authorised: false,
    });
    expect(found.total).toBe(1);
    expect(found.hits[0]).toMatchObject({ id: 1, title: '宪法', path: '/book/detail/1' });
    expect(found.hits[0]?.snippet).toEqual([
      { text: '中华人民共和国', hit: false },
      { text: '宪法', hit: true },
      { text: '全文', hit: false },
    ]);
  });

  it('rebuilds only when the source changed, checked again in the background after the TTL', async () => {
    const memory = memoryIndex();
    const { source, state } = bookSource([entry(1, '宪法', '')]);
    let now = 0;
    const provider = createIndexedProvider(memory.index, source, () => now);
    const ask = () =>
      provider.search({
        query: '民法',
        terms: ['民法'],
        mode: 'all',
        offset: 0,
        limit: 5,
        authorised: false,
      });
    expect((await ask()).total).toBe(0);
    state.entries = [entry(1, '宪法', ''), entry(2, '民法典', '')];
    state.version = 2;
    now += SIGNATURE_TTL_MS - 1;
    expect((await ask()).total).toBe(0);
    now += 1;
    // The check runs beside this search, which answers from the index as it was.
    expect((await ask()).total).toBe(0);
    await provider.refresh();
    expect((await ask()).total).toBe(1);
    now += SIGNATURE_TTL_MS;
    await ask();
    expect(memory.rebuilds()).toBe(2);
  });

  it('answers a query of only punctuation with nothing', async () => {
    const memory = memoryIndex();
    const provider = createIndexedProvider(memory.index, bookSource([entry(1, '宪法', '')]).source);
    expect(
      await provider.search({
        query: '，。',
        terms: [],
        mode: 'all',
        offset: 0,
        limit: 5,
        authorised: false,
      }),
    ).toEqual({ total: 0, capped: false, hits: [] });
  });

  it('finds entries that open only with an authorisation only for an authorised caller', async () => {
    const memory = memoryIndex();
    const paid = { ...entry(2, '宪法精讲', ''), authorisedOnly: true };
    const provider = createIndexedProvider(
      memory.index,
      bookSource([entry(1, '宪法', ''), paid]).source,
    );
    const ask = async (authorised: boolean) =>
      (
        await provider.search({
          query: '宪法',
          terms: ['宪法'],
          mode: 'all',
          offset: 0,
          limit: 5,
          authorised,
        })
      ).hits.map((hit) => hit.id);
    expect(await ask(false)).toEqual([1]);
    expect(await ask(true)).toEqual([1, 2]);
  });
});
