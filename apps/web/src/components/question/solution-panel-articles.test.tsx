import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLawArticleText } from '@yzfk/contract/calls/law';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok } from '../../testing/fake-server';
import { mockApi, mockRequests, resetMockApi } from '../../testing/mock-api';
import { renderWithRouter } from '../../testing/render-with-router';
import { solution } from './testing/question-fixtures';
import { SolutionPanel } from './solution-panel';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../lib/api', () => import('../../testing/mock-api'));

// 查看条文 under the related articles: the cited article's text read inline, through the real
// client against the fake server.

const REFS = solution(['A'], {
  lawRefs: [
    {
      lawTitle: '中华人民共和国民法典',
      articleNumber: '第五百八十六条',
      lawId: 7,
      articleOrdinal: 586,
    },
    { lawTitle: '中华人民共和国刑法', articleNumber: '第二十条', lawId: 3, articleOrdinal: 4 },
    { lawTitle: '中华人民共和国刑法', articleNumber: '第九十九条', lawId: 3, articleOrdinal: null },
  ],
});

const DEPOSIT: TLawArticleText = {
  lawId: 7,
  ordinal: 586,
  number: '第五百八十六条',
  headings: ['第三编 合同'],
  paragraphs: [
    '当事人可以约定一方向对方给付定金作为债权的担保。定金合同自实际交付定金时成立。',
    '定金的数额由当事人约定；但是，不得超过主合同标的额的百分之二十。',
  ],
};
const DEFENCE: TLawArticleText = {
  lawId: 3,
  ordinal: 4,
  number: '第二十条',
  headings: ['第一编 总则'],
  paragraphs: ['为了使国家、公共利益、本人或者他人的人身、财产和其他权利免受正在进行的不法侵害……'],
};

describe('solution panel: reading a cited article inline', () => {
  beforeEach(() => resetMockApi(() => ok({ articles: [DEPOSIT, DEFENCE] })));

  it('opens 查看条文 to show the article, asks once for the panel, and 收起 hides it', async () => {
    renderWithRouter(<SolutionPanel solution={REFS} />, paths.examReport.href({ attempt: 1 }));
    const open = screen.getByRole('button', { name: '查看《中华人民共和国民法典》第五百八十六条' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(open.textContent).toBe('查看条文');
    expect(mockRequests).toEqual([]);

    fireEvent.click(open);
    expect(await screen.findByText(/不得超过主合同标的额的百分之二十/)).toBeTruthy();
    const close = screen.getByRole('button', {
      name: '收起《中华人民共和国民法典》第五百八十六条',
    });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(close.textContent).toBe('收起');
    // The link stays beside the text.
    expect(
      screen
        .getByRole('link', { name: '《中华人民共和国民法典》第五百八十六条' })
        .getAttribute('href'),
    ).toBe(paths.lawItem.href({ id: 7, article: 586 }));

    // The second article comes from the same answer: one request for the panel.
    fireEvent.click(screen.getByRole('button', { name: '查看《中华人民共和国刑法》第二十条' }));
    expect(await screen.findByText(/免受正在进行的不法侵害/)).toBeTruthy();
    expect(mockRequests.map((request) => [request.path, request.body])).toEqual([
      [
        '/flks/law/articles',
        {
          refs: [
            { lawId: 7, ordinal: 586 },
            { lawId: 3, ordinal: 4 },
          ],
        },
      ],
    ]);

    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByText(/不得超过主合同标的额的百分之二十/)).toBeNull());
    expect(screen.getByText(/免受正在进行的不法侵害/)).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: '查看《中华人民共和国民法典》第五百八十六条' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('starts the next question shown in the same panel with its articles closed', async () => {
    const next = solution(['B'], {
      lawRefs: [
        {
          lawTitle: '中华人民共和国民法典',
          articleNumber: '第五百八十六条',
          lawId: 7,
          articleOrdinal: 586,
        },
      ],
    });
    function Runner() {
      const [shown, setShown] = useState(REFS);
      return (
        <>
          <button type="button" onClick={() => setShown(next)}>
            下一题
          </button>
          <SolutionPanel solution={shown} />
        </>
      );
    }
    renderWithRouter(<Runner />, '/tiku/practice');
    fireEvent.click(
      screen.getByRole('button', { name: '查看《中华人民共和国民法典》第五百八十六条' }),
    );
    expect(await screen.findByText(/不得超过主合同标的额的百分之二十/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    expect(
      screen
        .getByRole('button', { name: '查看《中华人民共和国民法典》第五百八十六条' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(screen.queryByText(/不得超过主合同标的额的百分之二十/)).toBeNull();
  });

  it('has no 查看条文 for an article the library lacks, which still says 本条未收录', () => {
    renderWithRouter(<SolutionPanel solution={REFS} />, paths.examReport.href({ attempt: 1 }));
    const missing = screen.getByRole('link', { name: '《中华人民共和国刑法》第九十九条' });
    expect(missing.closest('li')?.textContent).toBe(
      '《中华人民共和国刑法》第九十九条（本条未收录）',
    );
    expect(screen.queryByRole('button', { name: /第九十九条/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^查看/ })).toHaveLength(2);
  });

  it('says 正在载入条文… while it loads and 条文暂时无法载入 when it fails, keeping the link', async () => {
    let answer: (reply: ReturnType<typeof fail>) => void = () => undefined;
    resetMockApi(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderWithRouter(<SolutionPanel solution={REFS} />, paths.examReport.href({ attempt: 1 }));
    fireEvent.click(screen.getByRole('button', { name: '查看《中华人民共和国刑法》第二十条' }));
    expect((await screen.findByRole('status')).textContent).toContain('正在载入条文…');
    // The panel says so before its request has gone out: answer the request, once it is made.
    await waitFor(() => expect(mockRequests.map((r) => r.path)).toContain('/flks/law/articles'));
    answer(fail(E.internalError, '服务器开小差了', 500));
    expect((await screen.findByRole('alert')).textContent).toBe('条文暂时无法载入');
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByRole('link', { name: '《中华人民共和国刑法》第二十条' }).getAttribute('href'),
    ).toBe(paths.lawItem.href({ id: 3, article: 4 }));
    // Said in place, not as a toast.
    expect(mockApi.toasts).toEqual([]);
  });
});
