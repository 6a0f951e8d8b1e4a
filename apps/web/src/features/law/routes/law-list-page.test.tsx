import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lawLibraryLoadingText, type TLawSummary } from '@yzfk/contract/calls/law';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { LawListPage } from './law-list-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const LOCAL_LAW: TLawSummary = {
  id: 7,
  title: '广东省物业管理条例',
  subtitle: null,
  level: '地方性法规',
  region: '广东省',
  category: '地方性法规',
  subcategory: '广东',
  issuingBody: null,
  status: '现行有效',
  publishedAt: '2008-04-01',
  effectiveAt: null,
  articleCount: 1,
  isSample: false,
};

function reply() {
  return ok({
    total: 1,
    page: 1,
    pageSize: 20,
    list: [LOCAL_LAW],
    categories: [{ name: '地方性法规', count: 3, children: [] }],
    levels: [
      { name: '法律', count: 5 },
      { name: '地方性法规', count: 3 },
    ],
    regions: [
      { name: '广东省', count: 2 },
      { name: '浙江省', count: 1 },
    ],
  });
}

describe('the law list', { timeout: 20_000 }, () => {
  it('offers no region filter for national law', async () => {
    resetMockApi(reply);
    renderWithRouter(<LawListPage />, '/lawList?level=%E6%B3%95%E5%BE%8B&region=x');
    await screen.findByText('共 1 部');
    expect(screen.queryByRole('combobox', { name: '地区' })).toBeNull();
    // A local regulation in the list shows its region.
    expect(screen.getByRole('article').textContent).toContain('广东省');
    // A region left in the address is not sent without its level.
    const listRequest = mockRequests.find(
      (request) => request.path === '/flks/pagesection/getlawlist',
    );
    expect(listRequest?.body).toMatchObject({ level: '法律' });
    expect(listRequest?.body).not.toHaveProperty('region');
  });

  it('filters 地方性法规 by region, with the regions counted', async () => {
    resetMockApi(reply);
    renderWithRouter(
      <LawListPage />,
      '/lawList?level=%E5%9C%B0%E6%96%B9%E6%80%A7%E6%B3%95%E8%A7%84',
    );
    const select = await screen.findByRole('combobox', { name: '地区' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByText('浙江省（1）'));
    expect(await screen.findByText('地区：浙江省')).toBeTruthy();
    const listRequests = mockRequests.filter(
      (request) => request.path === '/flks/pagesection/getlawlist',
    );
    expect(listRequests.at(-1)?.body).toMatchObject({ level: '地方性法规', region: '浙江省' });
  });

  it('shows the laws already in under the banner while the library loads', async () => {
    resetMockApi((request) =>
      request.path === '/flks/law/library'
        ? ok({ loading: true, loaded: 320, total: 1551 })
        : reply(),
    );
    renderWithRouter(<LawListPage />, '/lawList');
    const banner = await screen.findByText(lawLibraryLoadingText({ loaded: 320, total: 1551 }));
    expect(screen.getByRole('progressbar', { name: '法规库载入进度' })).toBeTruthy();
    const row = await screen.findByRole('article');
    expect(within(row).getByRole('link', { name: '广东省物业管理条例' })).toBeTruthy();
    expect(screen.getByText('共 1 部')).toBeTruthy();
    // The banner sits above the list.
    expect(banner.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
