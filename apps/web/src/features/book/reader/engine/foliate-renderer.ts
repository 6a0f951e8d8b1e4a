import 'foliate-js/view.js';
import { collapse } from 'foliate-js/epubcfi.js';
import { EPUB } from 'foliate-js/epub.js';
import { Overlayer } from 'foliate-js/overlayer.js';
import type { View } from 'foliate-js/view.js';
import { chapterCss } from './reader-look';
import type { THighlight, TRenderer, TRendererEvents, TSearchHit } from './renderer';
import { zipLoader } from './zip-loader';

/** The highlighter colours of the notes model, as drawn over the text. */
const COLOUR_CSS: Record<string, string> = {
  yellow: 'rgba(250, 219, 20, 0.45)',
  green: 'rgba(82, 196, 26, 0.4)',
  blue: 'rgba(22, 119, 255, 0.35)',
  pink: 'rgba(235, 47, 150, 0.35)',
  purple: 'rgba(114, 46, 209, 0.35)',
};

type TFoliateToc = { label: string; href: string; subitems?: TFoliateToc[] };

function tocOf(items: TFoliateToc[] | undefined): TRenderer['toc'] {
  return (items ?? []).map((item) => ({
    label: item.label.trim(),
    href: item.href,
    children: tocOf(item.subitems),
  }));
}

/** foliate-js behind the renderer interface (the only file that knows its API). */
/**
 * foliate-js names a section by its path in the zip; the importer stores contents hrefs relative
 * to the package folder (docs/book-format.md). A CFI, or an href foliate knows, passes unchanged.
 */
function packageHref(view: View, place: string | null): string | null {
  if (!place || place.startsWith('epubcfi(')) return place;
  const [path = '', hash] = place.split('#');
  const section = view.book.sections.find(
    (candidate) => candidate.id === path || candidate.id?.endsWith(`/${path}`),
  );
  if (!section?.id) return place;
  return hash === undefined ? section.id : `${section.id}#${hash}`;
}

export async function openFoliate(
  host: HTMLElement,
  file: Blob,
  events: TRendererEvents,
): Promise<TRenderer> {
  const book = await new EPUB(await zipLoader(file)).init();
  const view = document.createElement('foliate-view') as View;
  view.style.display = 'block';
  view.style.width = '100%';
  view.style.height = '100%';
  host.append(view);
  await view.open(book);
  view.renderer.setAttribute('margin', '40px');
  view.renderer.setAttribute('gap', '6%');
  view.renderer.setAttribute('max-inline-size', '760px');

  let highlights: THighlight[] = [];
  const shareOfIndex = (index: number) => view.getSectionFractions()[index] ?? 0;
  const noteAt = new Map<string, number>();

  view.addEventListener('relocate', (event) => {
    const { cfi, fraction, tocItem } = (event as CustomEvent).detail as NonNullable<
      View['lastLocation']
    >;
    events.onRelocate({ cfi, share: fraction ?? 0, chapter: tocItem?.label?.trim() ?? '' });
  });
  view.addEventListener('load', (event) => {
    const { doc, index } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
    const report = () => {
      const selection = doc.getSelection();
      if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
        events.onSelect(null);
        return;
      }
      const range = selection.getRangeAt(0);
      const text = range.toString();
      if (text.trim() === '') return;
      events.onSelect({
        cfi: view.getCFI(index, range),
        text,
        share: view.lastLocation?.fraction ?? shareOfIndex(index),
      });
    };
    doc.addEventListener('pointerup', () => setTimeout(report, 0));
    doc.addEventListener('keyup', (e) => (e.shiftKey ? report() : undefined));
    doc.addEventListener('keydown', (e) => events.onKey(e.key));
  });
  view.addEventListener('draw-annotation', (event) => {
    const { draw, annotation } = (event as CustomEvent).detail as {
      draw: (how: unknown, options: { color: string }) => void;
      annotation: { value: string; colour: string };
    };
    draw(Overlayer.highlight, {
      color: COLOUR_CSS[annotation.colour] ?? 'rgba(250, 219, 20, 0.45)',
    });
  });
  view.addEventListener('show-annotation', (event) => {
    const noteId = noteAt.get((event as CustomEvent<{ value: string }>).detail.value);
    if (noteId !== undefined) events.onHighlightClick(noteId);
  });
  // A chapter is drawn anew each time it is shown: its highlights are laid over it again.
  view.addEventListener('create-overlay', () => {
    for (const highlight of highlights) void view.addAnnotation(annotationOf(highlight));
  });
  const annotationOf = (highlight: THighlight) => ({
    value: highlight.cfi,
    colour: highlight.colour,
  });

  // foliate-js drops a turn asked for while the previous one settles (100 ms): turns wait in
  // line instead, so quick key presses are not lost.
  let turning: Promise<void> = Promise.resolve();
  const turn = (go: () => Promise<void>) => {
    turning = turning.then(go, go);
    return turning;
  };

  return {
    toc: tocOf(view.book.toc as TFoliateToc[] | undefined),
    async start(place) {
      await view.init({ lastLocation: packageHref(view, place), showTextStart: true });
    },
    async goTo(target) {
      await view.goTo(target);
    },
    next: () => turn(() => view.next()),
    prev: () => turn(() => view.prev()),
    setFlow(flow) {
      view.renderer.setAttribute('flow', flow);
    },
    setLook(look) {
      view.renderer.setStyles(chapterCss(look));
    },
    setHighlights(next) {
      for (const old of highlights) void view.deleteAnnotation({ value: old.cfi });
      highlights = next;
      noteAt.clear();
      for (const highlight of next) {
        noteAt.set(highlight.cfi, highlight.noteId);
        void view.addAnnotation(annotationOf(highlight));
      }
    },
    async textAt(cfi) {
      const resolved = view.resolveNavigation(cfi) as
        ReturnType<View['resolveNavigation']> | undefined;
      const section = resolved ? view.book.sections[resolved.index] : undefined;
      if (!resolved || !section?.createDocument) return null;
      const found = resolved.anchor(await section.createDocument());
      if (!found) return null;
      return found instanceof Range ? found.toString() : (found.textContent ?? null);
    },
    async search(query) {
      const hits: TSearchHit[] = [];
      for await (const result of view.search({ query })) {
        if (typeof result === 'string' || !('subitems' in result)) continue;
        for (const item of result.subitems) {
          const index = (view.resolveNavigation(item.cfi) as { index?: number } | undefined)?.index;
          hits.push({
            cfi: item.cfi,
            excerpt: `${item.excerpt.pre}${item.excerpt.match}${item.excerpt.post}`,
            share: index === undefined ? 0 : shareOfIndex(index),
          });
        }
      }
      return hits;
    },
    clearSearch: () => view.clearSearch(),
    visibleText: () => view.lastLocation?.range?.toString() ?? '',
    pageStart() {
      const location = view.lastLocation;
      if (!location?.cfi) return null;
      return {
        cfi: collapse(location.cfi),
        text: (location.range?.toString() ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      };
    },
    clearSelection() {
      for (const { doc } of view.renderer.getContents()) doc.getSelection()?.removeAllRanges();
      events.onSelect(null);
    },
    destroy() {
      view.close();
      view.remove();
    },
  };
}
