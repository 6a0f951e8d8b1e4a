import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TSearchGroup } from '@yzfk/contract/calls/search';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import type { TEditNode } from '../utils/edit-tree';
import { NodePanel } from './node-panel';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const node: TEditNode = { id: 'b', title: '自然人', children: [] };
const root: TEditNode = { id: 'a', title: '民法', children: [node] };

const articleHit: TSearchGroup['hits'][number] = {
  id: 41,
  title: '中华人民共和国民法典 第十三条',
  snippet: [{ text: '自然人从出生时起到死亡时止', hit: false }],
  tags: ['法律', '现行有效'],
  path: paths.lawItem.href({ id: 4, terms: ['自然人'], article: 13 }),
};

function searchReply(tab: string, hits: TSearchGroup['hits']) {
  return ok({
    query: '自然人',
    tab,
    terms: ['自然人'],
    counts: [],
    groups: [{ tab, total: hits.length, capped: false, hits }],
  });
}

/** The node passed to onChange's last call (the panel hands back the whole tree). */
function changedNode(onChange: ReturnType<typeof vi.fn>) {
  const next = onChange.mock.lastCall?.[0] as TEditNode | undefined;
  return next?.children[0];
}

describe('the node panel’s link picker', { timeout: 20_000 }, () => {
  it('links the node to a law article found by the global search, named by the hit', async () => {
    resetMockApi(() => searchReply('article-clause', [articleHit]));
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<NodePanel root={root} node={node} onChange={onChange} />);
    expect(screen.getByText('输入关键词，查找要链接的条文')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: '查找链接的关键词' }), '自然人{Enter}');
    const hit = await screen.findByRole('button', { name: '中华人民共和国民法典 第十三条' });
    expect(mockRequests[0]?.path).toBe('/flks/pagesection/search');
    expect(mockRequests[0]?.body).toMatchObject({ query: '自然人', tab: 'article-clause' });
    await user.click(hit);
    // The search's highlight terms are left out; the article stays.
    expect(changedNode(onChange)).toMatchObject({
      link: paths.lawItem.href({ id: 4, article: 13 }),
      linkTitle: '中华人民共和国民法典 第十三条',
    });

    const linked = {
      ...node,
      link: paths.lawItem.href({ id: 4, article: 13 }),
      linkTitle: articleHit.title,
    };
    cleanup();
    renderWithRouter(
      <NodePanel root={{ ...root, children: [linked] }} node={linked} onChange={onChange} />,
    );
    const open = screen.getByRole('link', { name: '中华人民共和国民法典 第十三条' });
    expect(open.getAttribute('href')).toBe(paths.lawItem.href({ id: 4, article: 13 }));
    await user.click(screen.getByRole('button', { name: '移除链接' }));
    expect(changedNode(onChange)?.link).toBeUndefined();
  });

  it('asks the chosen tab and links a question where the search opens it', async () => {
    resetMockApi(() =>
      searchReply('question', [
        {
          ...articleHit,
          id: 7,
          title: '甲乙订立买卖合同…',
          tags: ['民法'],
          path: '/tikulist?bank=2',
        },
      ]),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<NodePanel root={root} node={node} onChange={onChange} />);
    await user.click(screen.getByText('题目'));
    await user.type(screen.getByRole('searchbox', { name: '查找链接的关键词' }), '买卖{Enter}');
    await user.click(await screen.findByRole('button', { name: '甲乙订立买卖合同…' }));
    expect(mockRequests[0]?.body).toMatchObject({ query: '买卖', tab: 'question' });
    expect(changedNode(onChange)).toMatchObject({ link: '/tikulist?bank=2' });
  });

  it('lists my book notes and links one to the reader at its place', async () => {
    const cfi = 'epubcfi(/6/4!/4/2,/1:0,/1:4)';
    resetMockApi(() =>
      ok({
        items: [
          {
            id: 9,
            source: 'book',
            sourceId: 5,
            anchor: cfi,
            anchorOrder: 0.2,
            quote: '第一条 为了保护民事主体的合法权益',
            text: '',
            colour: 'yellow',
            createdAt: '2026-11-24T00:00:00Z',
            updatedAt: '2026-11-24T00:00:00Z',
            notebookIds: [],
            tags: [],
            subject: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<NodePanel root={root} node={node} onChange={onChange} />);
    await user.click(screen.getByText('我的书签/笔记'));
    const list = await screen.findByRole('list', { name: '可链接的结果' });
    expect(mockRequests[0]?.path).toBe('/flks/note/list');
    expect(mockRequests[0]?.body).toMatchObject({ source: 'book' });
    await user.click(within(list).getByRole('button', { name: /第一条 为了保护民事主体/ }));
    expect(changedNode(onChange)).toMatchObject({
      link: paths.bookReader.href({ id: 5, cfi }),
    });
  });

  it('says when nothing was found or the search failed, and keeps typing a path possible', async () => {
    let answer = searchReply('article-clause', []);
    resetMockApi(() => answer);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<NodePanel root={root} node={node} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: '查找链接的关键词' });
    await user.type(box, '无此词{Enter}');
    expect(await screen.findByText('没有找到，换个关键词试试')).toBeTruthy();
    answer = fail(E.undecryptableBody, '搜索暂时不可用');
    await user.clear(box);
    await user.type(box, '另一个{Enter}');
    await waitFor(() => expect(screen.getByText(/搜索暂时不可用/)).toBeTruthy());

    await user.type(screen.getByRole('textbox', { name: '节点链接' }), '/book/detail/3');
    await user.click(screen.getByRole('button', { name: '保存链接' }));
    expect(changedNode(onChange)).toMatchObject({ link: '/book/detail/3' });
    expect(changedNode(onChange)?.linkTitle).toBeUndefined();
  });
});
