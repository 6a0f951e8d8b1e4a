// npm run bench:web — what a new visitor downloads: builds the product (BENCH_SKIP_BUILD=1
// reuses an existing build), starts the built server on a fresh database, and opens /home,
// /lawList and /tikulist in Debian's Chromium, each in a new context (cold cache, no cookies),
// BENCH_ROUNDS times. Prints per page the JavaScript and total bytes as transferred (compressed
// when served compressed: brotli, as Chromium asks for it), the same scripts' size in gzip, the
// request count until the network is idle, and the median FCP and LCP; ends with one key=value
// line (home_js_kb as transferred). Budget (issue 9): /home at most 250 KB of JavaScript and
// 30 requests.
import { chromium } from 'playwright-core';
import { buildProductUnlessReused, chromiumPath } from './support/built-product';
import { startBuiltServer } from '@yzfk/server/platform/testing/start-built-server';
import { measurePageLoad, type TPageLoad } from './web/measure-page-load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 18190);
const BUDGET = { homeJsKb: 250, homeRequests: 30 };

const PAGES = [
  { key: 'home', path: '/home' },
  { key: 'law', path: '/lawList' },
  { key: 'tiku', path: '/tikulist' },
] as const;

const kb = (bytes: number) => Math.round(bytes / 1024);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? -1;
}

/** Bytes and requests are the same on every cold load; paints take the median of the rounds. */
function summarise(loads: TPageLoad[]): TPageLoad {
  const first = loads[0];
  if (!first) throw new Error('no loads');
  return {
    ...first,
    fcpMs: Math.round(median(loads.map((load) => load.fcpMs))),
    lcpMs: Math.round(median(loads.map((load) => load.lcpMs))),
  };
}

buildProductUnlessReused();
const CHROMIUM_PATH = chromiumPath();

const server = await startBuiltServer(PORT);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = new Map<string, TPageLoad>();
try {
  // Warm the server (first database reads, file handles) so that round 1 measures the browser.
  await measurePageLoad(browser, `${server.base}/Template/yzfk/home`);
  const loads = new Map<string, TPageLoad[]>(PAGES.map((page) => [page.key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PAGES) {
      const load = await measurePageLoad(browser, `${server.base}/Template/yzfk${page.path}`);
      loads.get(page.key)?.push(load);
    }
  }
  console.log(`\ncold loads, ${ROUNDS} rounds (bytes as transferred; paints: median)\n`);
  console.log('page        JS KB  JS gzip KB  total KB  requests  FCP ms  LCP ms');
  for (const page of PAGES) {
    const result = summarise(loads.get(page.key) ?? []);
    results.set(page.key, result);
    console.log(
      `${page.path.padEnd(10)} ${String(kb(result.jsBytes)).padStart(6)} ${String(kb(result.jsGzipBytes)).padStart(11)} ${String(kb(result.totalBytes)).padStart(9)} ${String(result.requests).padStart(9)} ${String(result.fcpMs).padStart(7)} ${String(result.lcpMs).padStart(7)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

const home = results.get('home');
const law = results.get('law');
const tiku = results.get('tiku');
if (!home || !law || !tiku) throw new Error('a page was not measured');
console.log(
  `\nbudget for /home: ≤ ${BUDGET.homeJsKb} KB of JavaScript in gzip (${kb(home.jsGzipBytes)} KB: ${kb(home.jsGzipBytes) <= BUDGET.homeJsKb ? 'met' : 'MISSED'}), ≤ ${BUDGET.homeRequests} requests (${home.requests}: ${home.requests <= BUDGET.homeRequests ? 'met' : 'MISSED'})`,
);
console.log(
  `home_js_kb=${kb(home.jsBytes)} home_js_gzip_kb=${kb(home.jsGzipBytes)} home_total_kb=${kb(home.totalBytes)} home_requests=${home.requests} home_lcp_ms=${home.lcpMs} law_js_kb=${kb(law.jsBytes)} tiku_js_kb=${kb(tiku.jsBytes)}`,
);
