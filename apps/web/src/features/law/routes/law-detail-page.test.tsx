import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getLawDetailCall, type TLawDetail } from '@yzfk/contract/calls/law';
import { getLawRelationCountsCall } from '@yzfk/contract/calls/law-relation-counts';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { paths } from '@yzfk/contract/paths';
import { renderWithRouter } from '../../../testing/render-with-router';
import { lawRoute } from '../testing/law-route';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

// The real 民法典 (id 501) that replaced the demo's sample excerpt (id 3) once the library loaded.
const REAL_LAW: TLawDetail = {
  law: {
    id: 501,
    title: '中华人民共和国民法典',
    subtitle: null,
    level: '法律',
    region: null,
    category: '民法商法',
    subcategory: null,
    issuingBody: '全国人民代表大会',
    status: '现行有效',
    publishedAt: '2020-05-28',
    effectiveAt: '2021-01-01',
    articleCount: 3,
    isSample: false,
    isTrial: false,
    history: [],
    toc: [],
  },
  articles: [1, 2, 188].map((ordinal) => ({
    id: 9000 + ordinal,
    ordinal,
    number: `第${ordinal}条`,
    kind: 'article',
    headings: [],
    paragraphs: [`民法典第${ordinal}条的正文。`],
  })),
  versions: [],
  favorite: { allowed: false, isFavorite: false },
};

/** The server: the sample id 3 answers with the real law and how its articles map. */
function serve() {
  resetMockApi((request) => {
    // The badges' counts, asked for once the text is shown: none here.
    if (request.path === getLawRelationCountsCall.path) return ok({ articles: [] });
    const { id } = request.body as { id: number };
    return ok(
      id === 3
        ? {
            ...REAL_LAW,
            movedFrom: {
              id: 3,
              articles: [
                [1, 1],
                [2, 188],
              ],
            },
          }
        : REAL_LAW,
    );
  });
}

describe('the law page', { timeout: 20_000 }, () => {
  beforeAll(() => {
    // jsdom does no layout: the jump to a linked article has nowhere to scroll.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('moves a retired sample’s address to the real law, with its article mapped, and says so once', async () => {
    serve();
    const { router } = renderWithRouter(
      lawRoute,
      paths.lawItem.href({ id: 3, terms: ['时效'], article: 2 }),
    );
    expect(await screen.findByText('示例节选已由正式法规文本取代')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '中华人民共和国民法典' })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.lawItem.href({ id: 501 })),
    );
    expect(router.state.location.hash).toBe('#art-188');
    expect(router.state.location.search).toBe('?hl=%E6%97%B6%E6%95%88');
    // The old address was replaced, not pushed: back does not lead to the retired sample.
    expect(router.state.historyAction).toBe('REPLACE');
    // The real law's reply was kept for its new address: the server was asked once.
    const details = mockRequests.filter((request) => request.path === getLawDetailCall.path);
    expect(details.map((request) => request.body)).toEqual([{ id: 3 }]);
    expect(screen.queryByText('本条未收录：所引条文不在本库收录的文本中。')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('示例节选已由正式法规文本取代')).toBeNull());
  });

  it('drops an article the real law has no counterpart for', async () => {
    serve();
    const { router } = renderWithRouter(lawRoute, paths.lawItem.href({ id: 3, article: 7 }));
    expect(await screen.findByText('示例节选已由正式法规文本取代')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.lawItem.href({ id: 501 })),
    );
    expect(router.state.location.hash).toBe('');
    expect(screen.getByText('民法典第188条的正文。')).toBeTruthy();
  });

  it('shows a law that has not moved without the notice', async () => {
    serve();
    const { router } = renderWithRouter(lawRoute, paths.lawItem.href({ id: 501, article: 2 }));
    expect(await screen.findByText('民法典第2条的正文。')).toBeTruthy();
    expect(screen.queryByText('示例节选已由正式法规文本取代')).toBeNull();
    expect(router.state.location.pathname).toBe(paths.lawItem.href({ id: 501 }));
    expect(router.state.location.hash).toBe('#art-2');
  });
});
