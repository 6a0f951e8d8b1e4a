// The reader's engine behind a thin interface: the page talks to this, never to foliate-js,
// whose API is not stable (decision 0025). One implementation today (foliate-renderer.ts),
// loaded lazily with the page.

export type TFlow = 'paginated' | 'scrolled';
export type TTheme = 'day' | 'night' | 'eye';

export type TTocItem = { label: string; href: string; children: TTocItem[] };

/** Where the reader is: the CFI of the visible page, the share read, the chapter's title. */
export type TRelocation = { cfi: string; share: number; chapter: string };

/** A selection the user made: its range CFI, its text, and where it sits on screen. */
export type TSelection = { cfi: string; text: string; share: number };

export type TSearchHit = { cfi: string; excerpt: string; share: number };

export type THighlight = { cfi: string; colour: string; noteId: number };

export type TRendererEvents = {
  onRelocate: (place: TRelocation) => void;
  onSelect: (selection: TSelection | null) => void;
  /** A drawn highlight was clicked. */
  onHighlightClick: (noteId: number) => void;
  /** A key pressed inside the book's frame (the page's ←/→ keys work there too). */
  onKey: (key: string) => void;
};

export type TRenderer = {
  toc: TTocItem[];
  /**
   * Shows the first page: at a CFI, at an href relative to the package folder (a contents entry
   * as the importer stores it), or at the start of the text when there is none.
   */
  start: (place: string | null) => Promise<void>;
  goTo: (target: string) => Promise<void>;
  next: () => Promise<void>;
  prev: () => Promise<void>;
  setFlow: (flow: TFlow) => void;
  setLook: (look: { fontSize: number; theme: TTheme }) => void;
  /** Draws the highlights (replacing those drawn before). */
  setHighlights: (highlights: THighlight[]) => void;
  /** The text a CFI points at, or null when it does not resolve. */
  textAt: (cfi: string) => Promise<string | null>;
  search: (query: string) => Promise<TSearchHit[]>;
  clearSearch: () => void;
  /** The text of the page in view (read aloud). */
  visibleText: () => string;
  /** The CFI of the start of the page in view, and its first words (bookmarks). */
  pageStart: () => { cfi: string; text: string } | null;
  clearSelection: () => void;
  destroy: () => void;
};

/** Opens the EPUB's bytes in the element; the engine's code loads with this call. */
export async function openRenderer(
  host: HTMLElement,
  file: Blob,
  events: TRendererEvents,
): Promise<TRenderer> {
  const { openFoliate } = await import('./foliate-renderer');
  return openFoliate(host, file, events);
}
