import { useEffect, useRef, useState, type RefObject } from 'react';
import { mediaHref } from '../../../../lib/media-href';
import {
  openRenderer,
  type TFlow,
  type TRenderer,
  type TRendererEvents,
  type TTheme,
} from '../engine/renderer';

export type TReaderEngineOptions = {
  /** The element the book is drawn in. */
  host: RefObject<HTMLElement | null>;
  /** The signed link to the EPUB (/flks/book/open). */
  url: string;
  /** Where the first page is (a CFI, a contents href, or null for the start). */
  startAt: string | null;
  /** The look: the first page is drawn with it, and a change is applied to the open book. */
  look: { flow: TFlow; fontSize: number; theme: TTheme };
  /**
   * The engine's events, read when each happens: the page sets the latest handlers there after
   * its hooks have the engine, without reopening the book.
   */
  events: RefObject<TRendererEvents>;
};

export type TReaderEngine = {
  /** The open engine, once the first page is shown. */
  renderer: TRenderer | null;
  /** Why the book could not be opened (the file or the engine failed). */
  failed: unknown;
};

/**
 * The EPUB engine's lifecycle: fetch the signed file, open the engine in the host, draw the
 * first page where asked in the look asked, follow later changes of the look, and destroy the
 * engine when the page leaves or the link changes. Opened once per link: a new start place or
 * look does not reopen the book.
 */
export function useReaderEngine({
  host,
  url,
  startAt,
  look,
  events,
}: TReaderEngineOptions): TReaderEngine {
  const [renderer, setRenderer] = useState<TRenderer | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  // The first page and look: read once, when the book opens.
  const first = useRef({ startAt, look });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    let made: TRenderer | null = null;
    (async () => {
      const response = await fetch(mediaHref(url));
      if (!response.ok) throw new Error(`图书文件加载失败（${response.status}）`);
      const file = await response.blob();
      if (cancelled) return;
      made = await openRenderer(element, file, {
        onRelocate: (value) => events.current.onRelocate(value),
        onSelect: (value) => events.current.onSelect(value),
        onHighlightClick: (value) => events.current.onHighlightClick(value),
        onKey: (value) => events.current.onKey(value),
      });
      if (cancelled) return made.destroy();
      made.setFlow(first.current.look.flow);
      made.setLook(first.current.look);
      await made.start(first.current.startAt);
      setRenderer(made);
    })().catch((error: unknown) => {
      if (!cancelled) setFailed(error);
    });
    return () => {
      cancelled = true;
      made?.destroy();
    };
  }, [host, url, events]);

  useEffect(() => {
    if (!renderer) return;
    renderer.setFlow(look.flow);
    renderer.setLook(look);
  }, [renderer, look]);

  return { renderer, failed };
}
