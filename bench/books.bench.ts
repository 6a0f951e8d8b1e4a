// npm run bench:books — opening a long PDF by ranges: builds the product (BENCH_SKIP_BUILD=1
// reuses an existing build), writes a 300-page PDF (BENCH_PDF_PAGES) into a temp book folder,
// imports it (npm run import:books) into a fresh data folder, starts the built server on it and
// opens /book/pdf/<id> in Debian's Chromium on a cold cache, BENCH_ROUNDS times. Prints the
// PDF's size against the bytes fetched before page 1 was drawn (its range replies' bodies, from
// the page's resource timing, up to the reader's `book-pdf:page-1-drawn` mark) and the time to
// that mark from navigation. Goal (issue 13): page 1 drawn after fetching at most 10 % of the
// file. Then the demo EPUB (the seeded 宪法) opens in /book/reader the same way: epub_open_ms is
// the time from navigation until the first page's text is in the reader's chapter frame.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { buildProductUnlessReused, chromiumPath } from './support/built-product';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { call, visitorToken } from './support/api';
import { writeTextPdf } from './books/make-pdf';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 18590);
const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 300);
const GOAL_SHARE = 0.1;
const BOOK_KEY = 'bench-pdf-300';

type TOpen = { page1Bytes: number; page1Ms: number; requests: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? -1;
}

/** Opens the reader in a new context (cold cache) and reads its resource timing at page 1. */
async function openPdf(browser: Browser, url: string): Promise<TOpen> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('book-pdf:page-1-drawn', 'mark').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    return await page.evaluate(() => {
      const drawnAt =
        performance.getEntriesByName('book-pdf:page-1-drawn', 'mark')[0]?.startTime ?? 0;
      // The bench workspace has Node's types, not the DOM's: the entries' fields named here.
      const entries = performance.getEntriesByType('resource') as unknown as {
        name: string;
        responseEnd: number;
        encodedBodySize: number;
      }[];
      const ranges = entries.filter(
        (entry) => entry.name.includes('/media/') && entry.responseEnd <= drawnAt,
      );
      return {
        page1Bytes: ranges.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        page1Ms: Math.round(drawnAt),
        requests: ranges.length,
      };
    });
  } finally {
    await context.close();
  }
}

/** Opens the EPUB reader cold; answers ms from navigation to the first page's text on screen. */
async function openEpub(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const deadline = Date.now() + 60_000;
    // The chapter is a blob: frame inside foliate-js's shadow DOM: poll the page's frames.
    for (;;) {
      for (const frame of page.frames()) {
        if (!frame.url().startsWith('blob:')) continue;
        const text = await frame
          .evaluate(
            () =>
              (globalThis as unknown as { document: { body?: { innerText: string } } }).document
                .body?.innerText ?? '',
          )
          .catch(() => '');
        if (text.trim().length > 0) {
          return Math.round(await page.evaluate(() => performance.now()));
        }
      }
      if (Date.now() > deadline) {
        const seen = page.frames().map((frame) => frame.url().slice(0, 60));
        const body = (await page.locator('body').innerText()).slice(0, 200);
        throw new Error(`the EPUB reader showed no text within 60 s: ${seen.join(', ')} ${body}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await context.close();
  }
}

buildProductUnlessReused();
const CHROMIUM_PATH = chromiumPath();

const work = mkdtempSync(join(tmpdir(), 'yzfk-bench-books-'));
const dataDir = join(work, 'data');
const bookDir = join(work, 'books', BOOK_KEY);
mkdirSync(bookDir, { recursive: true });
const pdfBytes = writeTextPdf(join(bookDir, 'book.pdf'), PAGES);
writeFileSync(
  join(bookDir, 'book.json'),
  JSON.stringify({
    format: 'yzfk-book/1',
    key: BOOK_KEY,
    title: `基准测试 PDF（${PAGES} 页）`,
    authors: ['基准测试'],
    publisher: '有章法考',
    category: '法条汇编',
    description: '',
    access: 'free',
    pdf: 'book.pdf',
  }),
);
console.log(`importing a ${PAGES}-page PDF of ${Math.round(pdfBytes / 1024)} KB…`);
execFileSync('npm', ['run', 'import:books', '--', join(work, 'books')], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const server = await startBuiltServer(PORT, { DATA_DIR: dataDir, LAW_PACK: 'off' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const token = await visitorToken(server.base);
  const list = await call<{ items: { id: number; title: string }[] }>(
    server.base,
    '/flks/book/list',
    { q: '基准测试' },
    token,
  );
  const bookId = list.items[0]?.id;
  if (bookId === undefined) throw new Error('the imported book is not in the catalogue');
  const url = `${server.base}/Template/yzfk/book/pdf/${bookId}`;
  // Warm the server (first reads of the database and the file) so round 1 measures the browser.
  await openPdf(browser, url);
  const opens: TOpen[] = [];
  for (let round = 0; round < ROUNDS; round++) opens.push(await openPdf(browser, url));

  const page1Bytes = median(opens.map((open) => open.page1Bytes));
  const page1Ms = median(opens.map((open) => open.page1Ms));
  const share = page1Bytes / pdfBytes;
  console.log(`\ncold opens of /book/pdf/${bookId}, ${ROUNDS} rounds (median)\n`);
  console.log(`PDF                 ${PAGES} pages, ${Math.round(pdfBytes / 1024)} KB`);
  console.log(
    `before page 1 drawn ${Math.round(page1Bytes / 1024)} KB in ${median(opens.map((o) => o.requests))} range requests = ${(share * 100).toFixed(1)} % of the file (goal ≤ ${GOAL_SHARE * 100} %: ${share <= GOAL_SHARE ? 'met' : 'MISSED'})`,
  );
  console.log(`time to page 1      ${page1Ms} ms from navigation`);
  const epubs = await call<{ items: { id: number; formats: string[]; access: string }[] }>(
    server.base,
    '/flks/book/list',
    { q: '宪法' },
    token,
  );
  const epubId = epubs.items.find(
    (item) => item.access === 'free' && item.formats.includes('epub'),
  )?.id;
  let epubMs = -1;
  if (epubId === undefined) {
    console.log('EPUB open           NA: no demo EPUB in this data folder');
  } else {
    const epubUrl = `${server.base}/Template/yzfk/book/reader?id=${epubId}`;
    await openEpub(browser, epubUrl);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) times.push(await openEpub(browser, epubUrl));
    epubMs = median(times);
    console.log(`EPUB open           ${epubMs} ms from navigation to the first page's text`);
  }
  console.log(
    `pdf_bytes=${pdfBytes} pdf_page1_bytes=${page1Bytes} pdf_page1_share=${share.toFixed(4)} pdf_page1_ms=${page1Ms} epub_open_ms=${epubId === undefined ? 'NA' : epubMs}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
