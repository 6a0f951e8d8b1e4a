import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEventHandler,
  type Ref,
} from 'react';
import { Page, type DocumentProps } from 'react-pdf';
import { highlightItem } from '../utils/search-text';
import { layoutPages, pageAt, visiblePages } from '../utils/page-window';
import type { TZoom } from './pdf-toolbar';

// The page list, virtualised: every page is a box of its size (the size of page 1 until the page
// itself is known), and only the pages in or next to the viewport are drawn, so pdf.js fetches
// and renders just those.

type TPdfProxy = Parameters<NonNullable<DocumentProps['onLoadSuccess']>>[0];
type TSize = { width: number; height: number };

const GAP_PX = 12;

/**
 * A User Timing mark when a page is first drawn (`book-pdf:page-N-drawn`): what npm run
 * bench:books measures time to page 1 and the bytes fetched before it against.
 */
function markDrawn(page: number): void {
  const name = `book-pdf:page-${page}-drawn`;
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}
/** The smallest page width fit-to-width gives (a very narrow window still gets a readable page). */
const MIN_FIT_WIDTH_PX = 240;
/** The widest: on a wide screen a page as wide as the window has lines too long to read. */
const MAX_FIT_WIDTH_PX = 960;

export type TPdfPagesHandle = { scrollToPage: (page: number) => void };

export type TPdfPagesProps = {
  ref: Ref<TPdfPagesHandle>;
  pdf: TPdfProxy;
  initialPage: number;
  zoom: TZoom;
  /** Text to mark in the text layer (the last search). */
  highlight: string;
  onPage: (page: number) => void;
  /** The scale the pages are drawn at (fit width gives one that follows the window). */
  onScale: (scale: number) => void;
  onCopy: ClipboardEventHandler<HTMLDivElement>;
};

/** The scrolling list of pages. */
export function PdfPages(props: TPdfPagesProps) {
  const { ref, pdf, initialPage, zoom, highlight, onPage, onScale, onCopy } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [firstSize, setFirstSize] = useState<TSize | null>(null);
  const [sizes, setSizes] = useState<ReadonlyMap<number, TSize>>(new Map());
  const [view, setView] = useState({ top: 0, height: 0, width: 0 });
  const pageRef = useRef(initialPage);
  const opened = useRef(false);

  // Page 1's size lays out every page until each is known.
  useEffect(() => {
    let live = true;
    void pdf.getPage(1).then((first) => {
      const viewport = first.getViewport({ scale: 1 });
      if (live) setFirstSize({ width: viewport.width, height: viewport.height });
    });
    return () => {
      live = false;
    };
  }, [pdf]);

  // The viewport's size, followed as the window or the panels change it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setView((v) => ({ ...v, height: element.clientHeight, width: element.clientWidth }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = useMemo(() => {
    if (!firstSize || view.width === 0) return null;
    if (zoom !== 'fit') return zoom;
    const width = Math.min(MAX_FIT_WIDTH_PX, Math.max(MIN_FIT_WIDTH_PX, view.width - 2 * GAP_PX));
    return width / firstSize.width;
  }, [firstSize, view.width, zoom]);

  useEffect(() => {
    if (scale !== null) onScale(scale);
  }, [scale, onScale]);

  const layout = useMemo(() => {
    if (!firstSize || scale === null) return null;
    const heights = Array.from({ length: pdf.numPages }, (_, index) => {
      const size = sizes.get(index + 1) ?? firstSize;
      return Math.round(size.height * scale);
    });
    return layoutPages(heights, GAP_PX);
  }, [firstSize, scale, sizes, pdf.numPages]);

  const scrollToPage = useCallback(
    (page: number) => {
      const element = scroller.current;
      if (!element || !layout) return;
      const target = Math.min(Math.max(1, page), pdf.numPages);
      element.scrollTop = (layout.tops[target - 1] ?? 0) - GAP_PX;
      setView((v) => ({ ...v, top: element.scrollTop }));
    },
    [layout, pdf.numPages],
  );
  useImperativeHandle(ref, () => ({ scrollToPage }), [scrollToPage]);

  // Open at my saved page, and keep the page in view when the zoom changes the layout.
  useLayoutEffect(() => {
    if (!layout) return;
    scrollToPage(pageRef.current);
    opened.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new scale moves the pages
  }, [scale, layout !== null]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element || !layout || !opened.current) return;
    setView((v) => ({ ...v, top: element.scrollTop }));
    // The page in view: the one under a point a third of the way down the viewport, or the last
    // page once scrolled to the end (it may never reach that point).
    const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
    const current = atEnd
      ? pdf.numPages
      : pageAt(layout, element.scrollTop + element.clientHeight / 3);
    if (current !== pageRef.current) {
      pageRef.current = current;
      onPage(current);
    }
  };

  const rememberSize = useCallback((pageNumber: number, size: TSize) => {
    setSizes((known) => {
      const had = known.get(pageNumber);
      if (had && had.width === size.width && had.height === size.height) return known;
      return new Map(known).set(pageNumber, size);
    });
  }, []);

  const marker = useMemo(
    () =>
      highlight.trim() === ''
        ? undefined
        : ({ str }: { str: string }) => highlightItem(str, highlight),
    [highlight],
  );

  const { first, last } = layout
    ? visiblePages(layout, view.top, view.height)
    : { first: 1, last: 0 };
  const boxes = [];
  for (let page = first; page <= last && layout && scale !== null; page++) {
    const size = sizes.get(page) ?? firstSize;
    boxes.push(
      <div
        key={page}
        className="book-pdf-page"
        data-page={page}
        aria-label={`第 ${page} 页`}
        style={{
          top: layout.tops[page - 1],
          height: layout.heights[page - 1],
          width: size ? Math.round(size.width * scale) : undefined,
        }}
      >
        <span className="book-pdf-page-placeholder">{page}</span>
        <Page
          pageNumber={page}
          scale={scale}
          renderAnnotationLayer={false}
          customTextRenderer={marker}
          loading={null}
          onLoadSuccess={(loaded) =>
            rememberSize(page, { width: loaded.originalWidth, height: loaded.originalHeight })
          }
          onRenderSuccess={() => markDrawn(page)}
        />
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      className="book-pdf-scroller"
      onScroll={onScroll}
      onCopy={onCopy}
      tabIndex={-1}
    >
      <div className="book-pdf-track" style={{ height: layout?.total ?? 0 }}>
        {boxes}
      </div>
    </div>
  );
}
