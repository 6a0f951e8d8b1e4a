import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getLawLibraryCall, lawLibraryLoadingText } from '@yzfk/contract/calls/law';
import { E } from '@yzfk/contract/error-codes';
import { fail, ok } from '../../../testing/fake-server';
import { resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SearchLawPage } from './search-law-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('法条检索', { timeout: 20_000 }, () => {
  it('says the law library is still loading above the search', async () => {
    resetMockApi((request) =>
      request.path === getLawLibraryCall.path
        ? ok({ loading: true, loaded: 90, total: 1551 })
        : fail(E.callNotFound, 'no answer', 404),
    );
    renderWithRouter(<SearchLawPage />, '/exam/searchlaw');
    expect(
      await screen.findByText(lawLibraryLoadingText({ loaded: 90, total: 1551 })),
    ).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '法规库载入进度' }).getAttribute('aria-valuenow'),
    ).toBe('5');
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });
});
