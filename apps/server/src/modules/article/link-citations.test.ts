import { describe, expect, it } from 'vitest';
import type { TLawLookup } from '../law/law-lookup.service';
import { createLawCitationResolver } from './law-citation-resolver';
import { linkCitations } from './link-citations';

// The sample laws as the law module's lookup would answer them.
const LAWS = [
  { id: 1, title: '中华人民共和国刑法（示例节选）', status: '现行有效', publishedAt: '2020-12-26' },
  { id: 2, title: '中华人民共和国民法典', status: '现行有效', publishedAt: '2020-05-28' },
];
const ARTICLES = [
  { lawId: 1, number: '第二十条', ordinal: 4 },
  { lawId: 2, number: '第一百八十八条', ordinal: 190 },
];

function fakeLookup(calls: string[][] = []): TLawLookup {
  return {
    findLawsByTitle: (titles) => {
      calls.push(titles);
      return Promise.resolve(LAWS.filter((law) => titles.includes(law.title)));
    },
    findArticles: (lawIds, numbers) =>
      Promise.resolve(
        ARTICLES.filter((row) => lawIds.includes(row.lawId) && numbers.includes(row.number)),
      ),
  };
}

describe('linkCitations', () => {
  it('links bracketed and short-name citations to the law article', async () => {
    const html = await linkCitations(
      '<p>依照《民法典》第一百八十八条；又见刑法第二十条。</p>',
      createLawCitationResolver(fakeLookup()),
    );
    expect(html).toBe(
      '<p>依照<a class="law-citation" href="/Template/yzfk/law/item/2#art-190">《民法典》第一百八十八条</a>；又见<a class="law-citation" href="/Template/yzfk/law/item/1#art-4">刑法第二十条</a>。</p>',
    );
  });

  it('leaves citations of unknown laws or articles as text', async () => {
    const html = '<p>《某某条例》第三条，《民法典》第九千条</p>';
    expect(await linkCitations(html, createLawCitationResolver(fakeLookup()))).toBe(html);
  });

  it('never links inside an existing link or code', async () => {
    const html = '<p><a href="https://example.com">刑法第二十条</a><code>刑法第二十条</code></p>';
    expect(await linkCitations(html, createLawCitationResolver(fakeLookup()))).toBe(html);
  });

  it('caches the law names it looked up', async () => {
    const calls: string[][] = [];
    const resolve = createLawCitationResolver(fakeLookup(calls));
    await linkCitations('<p>刑法第二十条</p>', resolve);
    await linkCitations('<p>刑法第二十条</p>', resolve);
    expect(calls).toHaveLength(1);
  });
});
