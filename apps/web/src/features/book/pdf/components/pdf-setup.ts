import { pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { RangeFetchTransport } from './range-transport';

// pdf.js set up once, in the module that renders the document, so it loads with this page only:
// its worker from our build (the legacy build, as pdf.js itself through the alias in
// vite.config.ts), CMaps, standard fonts and image decoders from our build (the pdfjs-assets
// Vite plugin copies them; decision 0024), and reading by ranges.

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const ASSETS = `${import.meta.env.BASE_URL}assets/pdfjs-${pdfjs.version}/`;
/** The size of one range request: a page of a text book is a few KB to tens of KB. */
export const RANGE_CHUNK_BYTES = 64 * 1024;

/** The options of every document: assets of ours, only the ranges the drawn pages need. */
export const PDF_OPTIONS = {
  cMapUrl: `${ASSETS}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${ASSETS}standard_fonts/`,
  // pdf.js 6 decodes JBIG2 and CCITT images (scanned pages) and JPEG 2000 only with the decoders
  // it loads from wasm/: without this URL those images stay blank.
  wasmUrl: `${ASSETS}wasm/`,
  // Our CSP does not allow compiling WebAssembly (no 'wasm-unsafe-eval' in script-src; the worker
  // runs under the same policy): pdf.js imports the decoders compiled to JavaScript
  // (wasm/*_nowasm_fallback.js) at once instead of fetching a .wasm it may not run, and ICC
  // colour spaces use their alternate colours, as with pdf.js 5.
  useWasm: false,
  // Fetch only what the drawn pages need: no reading ahead, no streaming of the whole file.
  disableAutoFetch: true,
  disableStream: true,
  rangeChunkSize: RANGE_CHUNK_BYTES,
} as const;

export { RangeFetchTransport };
