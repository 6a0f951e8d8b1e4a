import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { HeaderSearch } from './header-search';
import { paths } from '@yzfk/contract/paths';

describe('the header search box', () => {
  it('goes to /search with the typed words, and ignores punctuation only', async () => {
    const { router } = renderWithRouter(<HeaderSearch />, '/bookList');
    const box = screen.getByRole('searchbox', { name: '搜索关键词' });
    await userEvent.type(box, '，。{Enter}');
    expect(router.state.location.pathname).toBe('/bookList');
    await userEvent.clear(box);
    await userEvent.type(box, ' 诉讼时效 {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=%E8%AF%89%E8%AE%BC%E6%97%B6%E6%95%88');
  });

  it('shows the query of the search page it is on', () => {
    renderWithRouter(<HeaderSearch />, paths.search.href({ q: '宪法', tab: 'book' }));
    expect(screen.getByRole('searchbox', { name: '搜索关键词' })).toHaveProperty('value', '宪法');
  });
});
