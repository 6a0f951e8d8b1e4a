import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLawDetailCall, type TLawDetail } from '@yzfk/contract/calls/law';
import { compareLawVersionsCall, type TLawComparison } from '@yzfk/contract/calls/law-compare';
import { E } from '@yzfk/contract/error-codes';
import { paths } from '@yzfk/contract/paths';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { sessionStore } from '../../../lib/session-store';
import { LawDetailPage } from '../routes/law-detail-page';
import { LawComparePage } from './law-compare-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

// 新旧对照 as a reader meets it: 公司法 2018 → 2023 (real excerpts, as the server answers them),
// the counts, each pair's status in words, the deleted and inserted words marked, the filter,
// and the 本条修改 mark on the current version's page that opens its pair.

const VERSION_2018 = {
  id: 11,
  title: '中华人民共和国公司法',
  status: '已修改',
  publishedAt: '2018-10-26',
  isTrial: false,
};
const VERSION_2023 = { ...VERSION_2018, id: 12, status: '现行有效', publishedAt: '2023-12-29' };

const same = (text: string) => [{ text, change: 'same' as const }];
const side = (ordinal: number, number: string, paragraphs = [1], partial = false) => ({
  ordinal,
  number,
  paragraphs,
  partial,
});

const COMPARISON: TLawComparison = {
  from: VERSION_2018,
  to: VERSION_2023,
  versions: [VERSION_2023, VERSION_2018],
  counts: { added: 1, deleted: 0, changed: 1, unchanged: 1 },
  pairs: [
    {
      status: 'unchanged',
      moved: false,
      old: [side(2, '第二十一条')],
      new: [side(2, '第二十二条')],
      rows: [
        {
          old: same('违反前款规定，给公司造成损失的，应当承担赔偿责任。'),
          new: same('违反前款规定，给公司造成损失的，应当承担赔偿责任。'),
        },
      ],
    },
    {
      status: 'changed',
      moved: true,
      old: [side(1, '第二十条', [3], true), side(3, '第六十三条')],
      new: [side(3, '第二十三条', [1, 2, 3])],
      rows: [
        {
          old: same(
            '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，应当对公司债务承担连带责任。',
          ),
          new: same(
            '公司股东滥用公司法人独立地位和股东有限责任，逃避债务，应当对公司债务承担连带责任。',
          ),
        },
        {
          old: null,
          new: [
            {
              text: '股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。',
              change: 'ins',
            },
          ],
        },
        {
          old: [
            { text: '一人有限责任', change: 'del' },
            { text: '公司', change: 'same' },
            { text: '的', change: 'del' },
            { text: '股东不能证明公司财产独立的，应当对公司债务承担连带责任。', change: 'same' },
          ],
          new: [
            { text: '只有一个股东的', change: 'ins' },
            { text: '公司', change: 'same' },
            { text: '，', change: 'ins' },
            { text: '股东不能证明公司财产独立的，应当对公司债务承担连带责任。', change: 'same' },
          ],
        },
      ],
    },
    {
      status: 'added',
      moved: false,
      old: [],
      new: [side(4, '第二十四条')],
      rows: [{ old: null, new: [{ text: '公司股东会可以采用电子通信方式。', change: 'ins' }] }],
    },
  ],
};

const LAW_2023: TLawDetail = {
  law: {
    id: 12,
    title: '中华人民共和国公司法',
    subtitle: null,
    level: '法律',
    region: null,
    category: '民法商法',
    subcategory: null,
    issuingBody: '全国人民代表大会常务委员会',
    status: '现行有效',
    publishedAt: '2023-12-29',
    effectiveAt: '2024-07-01',
    articleCount: 4,
    isSample: false,
    isTrial: false,
    history: [],
    toc: [],
  },
  articles: [
    ['第二十一条', '公司股东应当遵守法律。'],
    ['第二十二条', '违反前款规定，给公司造成损失的，应当承担赔偿责任。'],
    ['第二十三条', '公司股东滥用公司法人独立地位和股东有限责任。'],
    ['第二十四条', '公司股东会可以采用电子通信方式。'],
  ].map(([number = '', text = ''], index) => ({
    id: 700 + index,
    ordinal: index + 1,
    number,
    kind: 'article',
    headings: [],
    paragraphs: [text],
  })),
  versions: [VERSION_2023, VERSION_2018],
  favorite: { allowed: false, isFavorite: false },
};

function serve() {
  resetMockApi((request) => {
    if (request.path === compareLawVersionsCall.path) return ok(COMPARISON);
    if (request.path === getLawDetailCall.path) return ok(LAW_2023);
    return fail(E.callNotFound, request.path, 404);
  });
}

const pages = (
  <Routes>
    <Route path={paths.lawCompare.pattern} element={<LawComparePage />} />
    <Route path={paths.lawItem.pattern} element={<LawDetailPage />} />
  </Routes>
);

const pairNamed = (name: RegExp) => screen.findByRole('region', { name });

describe('新旧对照', { timeout: 20_000 }, () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => sessionStore.deleteToken());

  it('shows the counts, each pair’s status in words and the changed words of 第二十三条', async () => {
    serve();
    renderWithRouter(pages, paths.lawCompare.href({ from: 11, to: 12 }));
    expect(
      await screen.findByRole('heading', { name: '中华人民共和国公司法 新旧对照' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('新增 1 条');
    expect(screen.getByRole('status').textContent).toContain('修改 1 条');
    expect(screen.getByRole('status').textContent).toContain('未变 1 条');

    const article23 = await pairNamed(/第二十条第三款、第六十三条 → 第二十三条 修改/);
    expect(within(article23).getByText('修改')).toBeTruthy();
    expect(within(article23).getByText('位置调整')).toBeTruthy();
    const deleted = article23.querySelectorAll('del');
    const inserted = article23.querySelectorAll('ins');
    // Each change says what it is in words, not only by colour.
    expect([...deleted].map((node) => node.textContent)).toEqual([
      '［删除］一人有限责任',
      '［删除］的',
    ]);
    expect([...inserted].map((node) => node.textContent)).toEqual([
      '［新增］股东利用其控制的两个以上公司实施前款规定行为的，各公司应当对任一公司的债务承担连带责任。',
      '［新增］只有一个股东的',
      '［新增］，',
    ]);
    const added = await pairNamed(/（无） → 第二十四条 新增/);
    expect(within(added).getByText('无对应条文')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === compareLawVersionsCall.path)?.body).toEqual({
      fromId: 11,
      toId: 12,
    });
  });

  it('只看修改 hides the unchanged articles and keeps the choice in the address', async () => {
    serve();
    const { router } = renderWithRouter(pages, paths.lawCompare.href({ from: 11, to: 12 }));
    expect(await pairNamed(/第二十一条 → 第二十二条 未变/)).toBeTruthy();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.queryByRole('region', { name: /第二十一条 → 第二十二条 未变/ })).toBeNull();
    expect(screen.getByRole('region', { name: /→ 第二十三条 修改/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?from=11&to=12&only=changed');
  });

  it('says so when an id is not a law', async () => {
    resetMockApi(() => fail(E.lawNotFound, '法规不存在或已被删除', 404));
    renderWithRouter(pages, paths.lawCompare.href({ from: 11, to: 99 }));
    expect(await screen.findByText('法规不存在或已被删除')).toBeTruthy();
  });

  it('marks the changed and new articles on the current version’s page; a mark opens its pair', async () => {
    serve();
    const { router } = renderWithRouter(pages, paths.lawItem.href({ id: 12 }));
    const mark = await screen.findByRole('link', { name: '第二十三条本条修改，查看新旧对照' });
    expect(screen.getByRole('link', { name: '第二十四条本条新增，查看新旧对照' })).toBeTruthy();
    // An unchanged article (renumbered only) carries no mark.
    expect(screen.queryByRole('link', { name: /^第二十二条本条/ })).toBeNull();
    expect(screen.getByRole('link', { name: '新旧对照' })).toBeTruthy();
    await userEvent.click(mark);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      paths.lawCompare.href({ from: 11, to: 12, at: 3 }),
    );
    const pair = await pairNamed(/→ 第二十三条 修改/);
    expect(pair.getAttribute('aria-current')).toBe('location');
  });
});
