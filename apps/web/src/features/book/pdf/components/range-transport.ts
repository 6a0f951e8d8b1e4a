import { pdfjs } from 'react-pdf';

// pdf.js reads the PDF through this transport: it asks for byte ranges and we fetch exactly
// those with a Range header. pdf.js's own fetch loader always starts with a full GET (which it
// aborts once it sees Accept-Ranges); with the size known from /flks/book/open, the transport
// needs neither that nor a HEAD, so the network carries only 206 replies (decision 0024).

export type TRangeTransportOptions = {
  url: string;
  byteSize: number;
  /** A range could not be read (link expired, network down): the document cannot go on. */
  onError: (error: Error) => void;
  fetch?: typeof fetch;
};

/** A PDFDataRangeTransport that fetches the ranges pdf.js asks for. */
export class RangeFetchTransport extends pdfjs.PDFDataRangeTransport {
  /** Bytes fetched so far (what the page cost on the wire, before compression). */
  fetchedBytes = 0;
  readonly #options: TRangeTransportOptions;
  readonly #aborter = new AbortController();

  constructor(options: TRangeTransportOptions) {
    super(options.byteSize, null);
    this.#options = options;
  }

  override requestDataRange(begin: number, end: number): void {
    const doFetch = this.#options.fetch ?? fetch;
    doFetch(this.#options.url, {
      headers: { range: `bytes=${begin}-${end - 1}` },
      signal: this.#aborter.signal,
    })
      .then(async (response) => {
        if (response.status !== 206) throw new Error(`读取 PDF 失败（${response.status}）`);
        const chunk = new Uint8Array(await response.arrayBuffer());
        this.fetchedBytes += chunk.byteLength;
        this.onDataRange(begin, chunk);
      })
      .catch((error: unknown) => {
        if (this.#aborter.signal.aborted) return;
        this.#options.onError(error instanceof Error ? error : new Error(String(error)));
      });
  }

  override abort(): void {
    this.#aborter.abort();
  }
}
