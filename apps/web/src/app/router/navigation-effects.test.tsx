import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootShell } from '../layout/root-shell';

function Page({ text }: { text: string }) {
  return <p>{text}</p>;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<null>((done) => {
    resolve = () => done(null);
  });
  return { promise, resolve };
}

function createRouter(slowLoader: () => Promise<null>) {
  return createMemoryRouter(
    [
      {
        path: '/',
        Component: RootShell,
        children: [
          {
            path: 'home',
            handle: { name: 'home', title: '首页' },
            Component: () => <Page text="首页内容" />,
          },
          {
            path: 'bookList',
            handle: { name: 'bookList', title: '图书' },
            loader: slowLoader,
            Component: () => <Page text="图书内容" />,
          },
          { path: 'plain', handle: { name: 'plain' }, Component: () => <Page text="无标题" /> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
}

describe('navigation effects', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets the title, runs the progress bar while loading and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const slow = deferred();
    const router = createRouter(() => slow.promise);
    render(<RouterProvider router={router} />);
    await screen.findByText('首页内容');
    expect(document.title).toBe('首页');
    scrollTo.mockClear();

    void router.navigate('/bookList');
    await waitFor(() => expect(document.querySelector('#nprogress')).not.toBeNull());
    expect(document.title).toBe('首页');

    slow.resolve();
    await screen.findByText('图书内容');
    expect(document.title).toBe('图书');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.querySelector('#nprogress')).toBeNull());
  });

  it('falls back to the product name for routes without a title', async () => {
    const router = createRouter(() => Promise.resolve(null));
    render(<RouterProvider router={router} />);
    await screen.findByText('首页内容');
    await router.navigate('/plain');
    await screen.findByText('无标题');
    expect(document.title).toBe('有章法考');
  });
});
