import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRenderer, type TRendererEvents } from '../engine/renderer';
import { fakeRenderer } from '../testing/fake-renderer';
import { DEFAULT_PREFS } from '../utils/reader-prefs';
import { useReaderEngine, type TReaderEngineOptions } from './use-reader-engine';

vi.mock('../engine/renderer', () => ({ openRenderer: vi.fn() }));

const EPUB = new Blob(['epub bytes']);
const fetchFile = vi.fn<typeof fetch>();

function handlers(): TRendererEvents {
  return { onRelocate: vi.fn(), onSelect: vi.fn(), onHighlightClick: vi.fn(), onKey: vi.fn() };
}

function setUp(overrides: Partial<TReaderEngineOptions> = {}) {
  const renderer = fakeRenderer();
  vi.mocked(openRenderer).mockResolvedValue(renderer);
  const host = { current: document.createElement('div') };
  const events = { current: handlers() };
  const initialProps: TReaderEngineOptions = {
    host,
    url: '/flks/media/book-5.epub?sig=1',
    startAt: 'epubcfi(/6/4!/4/2/1:0)',
    look: { ...DEFAULT_PREFS, theme: 'night' },
    events,
    ...overrides,
  };
  const hook = renderHook((props: TReaderEngineOptions) => useReaderEngine(props), {
    initialProps,
  });
  return { hook, renderer, host, events, initialProps };
}

describe('useReaderEngine', () => {
  beforeEach(() => {
    fetchFile.mockReset();
    fetchFile.mockResolvedValue(new Response(EPUB));
    vi.stubGlobal('fetch', fetchFile);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the signed file in the host and shows the first page where asked, in my look', async () => {
    const { hook, renderer, host } = setUp();
    expect(hook.result.current.renderer).toBeNull();
    await waitFor(() => expect(hook.result.current.renderer).toBe(renderer));
    expect(fetchFile).toHaveBeenCalledWith('/flks/media/book-5.epub?sig=1');
    expect(vi.mocked(openRenderer).mock.calls[0]?.[0]).toBe(host.current);
    expect(renderer.setFlow).toHaveBeenCalledWith('paginated');
    expect(renderer.setLook).toHaveBeenCalledWith(expect.objectContaining({ theme: 'night' }));
    // The look is set before the first page is drawn, so it never shows in another look.
    expect(renderer.setLook.mock.invocationCallOrder[0]).toBeLessThan(
      renderer.start.mock.invocationCallOrder[0] ?? 0,
    );
    expect(renderer.start).toHaveBeenCalledWith('epubcfi(/6/4!/4/2/1:0)');
  });

  it('follows a new look and the latest handlers without reopening the book', async () => {
    const { hook, renderer, events, initialProps } = setUp();
    await waitFor(() => expect(hook.result.current.renderer).toBe(renderer));
    hook.rerender({
      ...initialProps,
      startAt: null,
      look: { fontSize: 24, theme: 'eye', flow: 'scrolled' },
    });
    expect(renderer.setFlow).toHaveBeenLastCalledWith('scrolled');
    expect(renderer.setLook).toHaveBeenLastCalledWith(
      expect.objectContaining({ fontSize: 24, theme: 'eye' }),
    );

    const latest = handlers();
    events.current = latest;
    const reported = vi.mocked(openRenderer).mock.calls[0]?.[2];
    reported?.onKey('ArrowRight');
    expect(latest.onKey).toHaveBeenCalledWith('ArrowRight');
    expect(openRenderer).toHaveBeenCalledTimes(1);
    expect(renderer.start).toHaveBeenCalledTimes(1);
  });

  it('destroys the engine when the page leaves', async () => {
    const { hook, renderer } = setUp();
    await waitFor(() => expect(hook.result.current.renderer).toBe(renderer));
    hook.unmount();
    expect(renderer.destroy).toHaveBeenCalled();
  });

  it('says why a file that cannot be fetched did not open', async () => {
    fetchFile.mockResolvedValue(new Response('', { status: 403 }));
    const { hook } = setUp();
    await waitFor(() => expect(hook.result.current.failed).toBeInstanceOf(Error));
    expect((hook.result.current.failed as Error).message).toBe('图书文件加载失败（403）');
    expect(hook.result.current.renderer).toBeNull();
    expect(openRenderer).not.toHaveBeenCalled();
  });
});
