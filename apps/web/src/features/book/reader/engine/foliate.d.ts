// foliate-js ships plain ES modules without declarations; the few parts the renderer uses.
declare module 'foliate-js/view.js' {
  export class View extends HTMLElement {
    book: {
      toc?: { label: string; href: string; subitems?: unknown[] }[];
      sections: { id?: string; createDocument?: () => Promise<Document> }[];
    };
    renderer: HTMLElement & {
      setStyles: (css: string) => void;
      getContents: () => { index: number; doc: Document }[];
      next: () => Promise<void>;
      prev: () => Promise<void>;
    };
    lastLocation: {
      cfi: string;
      range?: Range;
      fraction?: number;
      tocItem?: { label?: string };
    } | null;
    open(book: unknown): Promise<void>;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goTo(target: string): Promise<unknown>;
    next(): Promise<void>;
    prev(): Promise<void>;
    close(): void;
    getCFI(index: number, range: Range): string;
    resolveNavigation(target: string): {
      index: number;
      anchor: (doc: Document) => Range | Element;
    };
    addAnnotation(annotation: { value: string }): Promise<unknown>;
    deleteAnnotation(annotation: { value: string }): Promise<unknown>;
    getSectionFractions(): number[];
    search(options: { query: string }): AsyncGenerator<
      | 'done'
      | { progress: number }
      | {
          label: string;
          subitems: { cfi: string; excerpt: { pre: string; match: string; post: string } }[];
        }
    >;
    clearSearch(): void;
  }
}
declare module 'foliate-js/epub.js' {
  export class EPUB {
    constructor(loader: {
      loadText: (name: string) => Promise<string | null>;
      loadBlob: (name: string, type?: string) => Promise<Blob | null>;
      getSize: (name: string) => number;
    });
    init(): Promise<unknown>;
  }
}
declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight: unknown;
  }
}
declare module 'foliate-js/epubcfi.js' {
  export function parse(cfi: string): unknown;
  export function collapse(cfi: string, toEnd?: boolean): string;
}
