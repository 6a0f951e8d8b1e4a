import { pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { RangeFetchTransport } from './range-transport';

// pdf.js set up once, in the module that renders the document, so it loads with this page only:
// its worker from our build, CMaps and standard fonts from our build (the pdfjs-assets Vite
// plugin copies them; decision 0024), and reading by ranges.

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const ASSETS = `${import.meta.env.BASE_URL}assets/pdfjs-${pdfjs.version}/`;
/** The size of one range request: a page of a text book is a few KB to tens of KB. */
export const RANGE_CHUNK_BYTES = 64 * 1024;

/** The options of every document: assets of ours, only the ranges the drawn pages need. */
export const PDF_OPTIONS = {
  cMapUrl: `${ASSETS}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${ASSETS}standard_fonts/`,
  // Fetch only what the drawn pages need: no reading ahead, no streaming of the whole file.
  disableAutoFetch: true,
  disableStream: true,
  rangeChunkSize: RANGE_CHUNK_BYTES,
} as const;

export { RangeFetchTransport };
