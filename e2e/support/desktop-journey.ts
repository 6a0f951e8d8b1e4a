import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startJourney, type TJourney } from './browser';
import { DESKTOP_VIEWPORT } from './layout';
import { logInByPhone } from './phone-login';

/**
 * Starts a journey (server `env` added) with one desktop-sized page before a file's tests and
 * closes it after them. `ready` gets both, to keep them and to do what every test needs first
 * (log in, open a page).
 */
export function useDesktopJourney(
  ready: (journey: TJourney, page: Page) => void | Promise<void>,
  env: Record<string, string> = {},
): void {
  let journey: TJourney | undefined;
  beforeAll(async () => {
    journey = await startJourney(env);
    const page = await journey.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await ready(journey, page);
  });
  afterAll(async () => {
    await journey?.close();
  });
}

/**
 * useDesktopJourney for a file whose tests all start logged in: opens `path`, logs `phone` in
 * by SMS there, then hands over the journey and its page.
 */
export function useLoggedInJourney(
  path: string,
  phone: string,
  ready: (journey: TJourney, page: Page) => void,
): void {
  useDesktopJourney(async (journey, page) => {
    ready(journey, page);
    await page.goto(journey.app(path));
    await logInByPhone(page, journey.outbox, phone);
  });
}
