import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@yzfk/server/platform/db/database';
import { lawLibraryFingerprint } from '@yzfk/server/modules/law/pack/law-library-fingerprint';
import { startJourney, type TJourney } from './support/browser';
import { apiCall, webToken } from './support/api-call';

// A newcomer's first start: an empty data folder, the server answering at once while the
// national library loads in the background; /lawList says how far and shows what is in, and
// once it is in, the search finds 定金 at 民法典 第五百八十六条. Then the load is cut by kill -9
// and a restart resumes it: the library ends exactly as the uninterrupted load left it (the
// journeys' template, support/global-setup.ts).

type TStatus = { loading: boolean; loaded: number; total: number };

async function fingerprintOf(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await lawLibraryFingerprint(database.db);
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForStatus(
  journey: TJourney,
  done: (status: TStatus) => boolean,
  limitMs: number,
): Promise<TStatus> {
  const token = await webToken(journey.server.base);
  const deadline = Date.now() + limitMs;
  for (;;) {
    const status = await apiCall<TStatus>(journey.server.base, '/flks/law/library', {}, token);
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`library status still ${JSON.stringify(status)}`);
    await sleep(250);
  }
}

describe('the law library on a first start', () => {
  let journey: TJourney;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'yzfk-first-start-'));
    journey = await startJourney({ DATA_DIR: dataDir });
  });
  afterAll(() => journey.close());

  it('serves at once, shows the load on /lawList, then finds 定金 at 民法典 第五百八十六条', async () => {
    const page = await journey.newPage();
    await page.goto(journey.app('/lawList'));
    await page.getByText(/^法规库正在载入（已载入 \d+ \/ 共 1551 部）$/).waitFor();
    await page.getByRole('progressbar', { name: '法规库载入进度' }).waitFor();
    // The banner goes by itself once everything is in, and the list shows the whole library.
    await page.getByText(/法规库正在载入/).waitFor({ state: 'detached', timeout: 180_000 });
    await page.getByText('共 1551 部').waitFor({ timeout: 30_000 });

    await page.goto(journey.app('/search?q=%E5%AE%9A%E9%87%91'));
    const results = page.getByRole('region', { name: '条文' });
    const hit = results.getByRole('link', { name: /民法典.*第五百八十六条/ }).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(/\/law\/item\/\d+/);
    await page.getByRole('heading', { name: '中华人民共和国民法典', level: 1 }).waitFor();
    await page.locator('section[aria-label="第五百八十六条"].law-article--active').waitFor();
  }, 300_000);

  it('resumes a load cut by kill -9 and ends exactly as an uninterrupted load', async () => {
    // Start over on another empty folder, cut the load once some hundreds are in.
    await journey.close();
    dataDir = mkdtempSync(join(tmpdir(), 'yzfk-cut-start-'));
    journey = await startJourney({ DATA_DIR: dataDir });
    const halfway = await waitForStatus(journey, (status) => status.loaded >= 300, 180_000);
    expect(halfway.loading).toBe(true);
    const crash = await journey.crashServer();
    await crash.restart();
    // The dead process's lease lapses within 30 s; the restarted one resumes the load.
    const done = await waitForStatus(journey, (status) => !status.loading, 240_000);
    expect(done).toEqual({ loading: false, loaded: 1551, total: 1551 });
    // Read the folder with the server down, then bring it back for the journey's close.
    const down = await journey.crashServer();
    expect(await fingerprintOf(dataDir)).toEqual(inject('journeyLawFingerprint'));
    await down.restart();
  }, 480_000);
});
