import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort } from './free-port';
import { journeyDataDir } from './journey-data';
import {
  startBuiltServer,
  type TBuiltServer,
} from '@yzfk/server/platform/testing/start-built-server';

/** Debian's Chromium; CHROMIUM_PATH overrides. .ci/run installs it where it is missing. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type TJourney = {
  server: TBuiltServer;
  browser: Browser;
  /** The server's SMS outbox (SMS_OUTBOX): in its data folder unless the journey names one. */
  outbox: string;
  /** A fresh page (own cookies and storage) in the product, watched for CSP violations. */
  newPage: () => Promise<Page>;
  /** Content-Security-Policy violations seen so far in any page (close() fails on any). */
  cspViolations: string[];
  /** Absolute URL of an app path, e.g. app('/home'). */
  app: (path: string) => string;
  /**
   * Kills the server without warning (SIGKILL, as a crash) while the pages stay open; `restart`
   * then starts it again on the same port and data folder.
   */
  crashServer: () => Promise<{ restart: () => Promise<void> }>;
  close: () => Promise<void>;
};

/** Marks the console line the page writes for each securitypolicyviolation event. */
const CSP_MARK = '[csp-violation]';

/** Makes every page report CSP violations, whether or not the browser logs them itself. */
async function reportCspViolations(page: Page, violations: string[]): Promise<void> {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK) || /Content Security Policy/i.test(text)) {
      violations.push(`${page.url()}: ${text}`);
    }
  });
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  }, CSP_MARK);
}

/**
 * The SMS resend interval of journey servers (SMS_RESEND_INTERVAL_S), short so that no journey
 * waits the product's minute, long enough for the 秒后重新获取 countdown to be seen.
 */
export const JOURNEY_SMS_RESEND_S = 3;

/** Starts the built product on a fresh database (server `env` added) and Chromium beside it. */
export async function startJourney(env: Record<string, string> = {}): Promise<TJourney> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  // Kept for a restart after a crash.
  const port = await freePort();
  // Its own data folder, kept across a crash and restart, removed at close.
  const dataDir = journeyDataDir();
  const serverEnv = {
    SMS_RESEND_INTERVAL_S: String(JOURNEY_SMS_RESEND_S),
    DATA_DIR: dataDir,
    SMS_OUTBOX: join(env.DATA_DIR ?? dataDir, 'sms.jsonl'),
    ...env,
  };
  let server = await startBuiltServer(port, serverEnv);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cspViolations: string[] = [];
  return {
    get server() {
      return server;
    },
    browser,
    outbox: serverEnv.SMS_OUTBOX,
    cspViolations,
    async newPage() {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      await reportCspViolations(page, cspViolations);
      // A failing journey then shows what the page itself reported on the way.
      page.on('pageerror', (error) =>
        console.error(`[page error] ${page.url()}: ${error.message}`),
      );
      page.on('requestfailed', (request) =>
        console.error(`[request failed] ${request.url()}: ${request.failure()?.errorText ?? ''}`),
      );
      return page;
    },
    app: (path) => `${server.base}/Template/yzfk${path}`,
    async crashServer() {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
      return {
        async restart() {
          server = await startBuiltServer(port, serverEnv);
        },
      };
    },
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
      }
    },
  };
}
