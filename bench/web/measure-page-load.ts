import { get } from 'node:http';
import type { Browser } from 'playwright-core';

/** What one cold page load cost, as the browser received it. */
export type TPageLoad = {
  /** JavaScript bytes as transferred (compressed when the server compressed them). */
  jsBytes: number;
  /** The same scripts' bodies when only gzip is accepted (the issue's budget is in gzip). */
  jsGzipBytes: number;
  /** Every response's bytes as transferred, headers included. */
  totalBytes: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
};

type TRequestInfo = { type: string; bytes: number; url: string };

/** Body bytes of a GET that accepts gzip only, as they come over the wire. */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Opens `url` in a new browser context (empty cache, no cookies) and counts, through the
 * DevTools protocol, every request until the network has been idle for half a second; then
 * reads first and largest contentful paint from the page's performance timeline.
 */
export async function measurePageLoad(browser: Browser, url: string): Promise<TPageLoad> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, TRequestInfo>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!requests.has(event.requestId)) {
        requests.set(event.requestId, {
          type: event.type ?? 'Other',
          bytes: 0,
          url: event.request.url,
        });
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      const info = requests.get(event.requestId);
      if (info) info.type = event.type;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const info = requests.get(event.requestId);
      if (info) info.bytes = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? -1 });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // A page without any contentful element reports no LCP entry at all.
          setTimeout(() => resolve({ fcp, lcp: -1 }), 1000);
        }),
    );
    const all = [...requests.values()];
    const scripts = all.filter((r) => r.type === 'Script');
    const gzipSizes = await Promise.all(scripts.map((r) => gzipBodyBytes(r.url)));
    return {
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      jsGzipBytes: gzipSizes.reduce((sum, bytes) => sum + bytes, 0),
      totalBytes: all.reduce((sum, r) => sum + r.bytes, 0),
      requests: all.length,
      fcpMs: paints.fcp,
      lcpMs: paints.lcp,
    };
  } finally {
    await context.close();
  }
}
