import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';

// The shared components where the product uses them: lazy book covers on /bookList, the
// agreement dialog (draggable, resizable) from the footer, the study-plan table's columns.

/** The element's box once it has stopped moving (dialogs open and close with an animation). */
async function box(locator: Locator) {
  let last = await locator.boundingBox();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await locator.boundingBox();
    if (last && next && JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error('element is not visible or never settles');
}

async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

describe('shared components in the product', () => {
  let journey: TJourney;
  let page: Page;
  beforeAll(async () => {
    journey = await startJourney();
    page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(journey.app('/home'));
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link').first().waitFor();
  });
  afterAll(() => journey.close());

  it('loads a book cover only when it scrolls into view', async () => {
    // A screen so short that the covers start more than the 100 px margin below the fold.
    const list = await journey.newPage();
    await list.setViewportSize({ width: 390, height: 120 });
    await list.goto(journey.app('/bookList'));
    const images = list.locator('img[data-loaded]');
    await images.first().waitFor();
    expect(await images.count()).toBeGreaterThan(1);
    const last = images.last();
    expect(await last.getAttribute('data-loaded')).toBe('false');
    const before = await last.getAttribute('src');
    await last.scrollIntoViewIfNeeded();
    await list.waitForFunction(
      (element) => element?.getAttribute('data-loaded') === 'true',
      await last.elementHandle(),
    );
    expect(await last.getAttribute('src')).not.toBe(before);
  });

  it('opens the service agreement from the footer in a dialog that drags and resizes', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '用户服务协议' }).click();
    const dialog = page.getByTestId('draggable-dialog');
    await dialog.waitFor();
    const before = await box(dialog);
    const title = await box(page.locator('.draggable-dialog__title'));
    await drag(page, { x: title.x + 40, y: title.y + title.height / 2 }, -60, 30);
    const moved = await box(dialog);
    expect(Math.round(moved.x - before.x)).toBe(-60);
    expect(Math.round(moved.y - before.y)).toBe(30);

    const handle = await box(page.getByLabel('拖动调整对话框大小'));
    await drag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, -80, -40);
    const resized = await box(dialog);
    expect(Math.round(resized.width - moved.width)).toBe(-80);
    expect(Math.round(resized.height - moved.height)).toBe(-40);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.ant-modal-wrap').waitFor({ state: 'detached' });
  });

  it('widens a column of the study-plan table by dragging its handle', async () => {
    const handle = page.getByRole('separator', { name: '拖动调整列宽' }).first();
    await handle.scrollIntoViewIfNeeded();
    const header = handle.locator('xpath=ancestor::th');
    const before = await box(header);
    const widthBefore = Number(await handle.getAttribute('aria-valuenow'));
    const grip = await box(handle);
    await drag(page, { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 }, 70, 0);
    const after = await box(header);
    // The table fills its container, so extra width is shared out: at least the 70 px dragged.
    expect(after.width - before.width).toBeGreaterThanOrEqual(70);
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(widthBefore + 70);
  });
});
