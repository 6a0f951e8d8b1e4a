import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TextReader,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
  configure,
} from '@zip.js/zip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { apiCall, webToken } from './support/api-call';
import { startJourney, type TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import { logInByPhone } from './support/phone-login';
import { paths } from '@yzfk/contract/paths';

// The EPUB reader on the demo 宪法: it opens at the text, turns pages with ←/→, changes the
// theme, highlights a sentence with a note; after a reload the note and my place are back; the
// note shows in /mynotes and its link opens the reader at it. A <script> in a chapter does not
// run (the CSP), a locked book alerts 无权限阅读, and the page fits a 390 px phone.

const PHONE = '13900000071';
const SENTENCE = '中国是世界上历史最悠久的国家之一。';
const NOTE_TEXT = '五千年文明史';

type TBookList = { items: { id: number; title: string; access: string; formats: string[] }[] };

let journey: TJourney;
let page: Page;
let freeBook: number;
let codeBook: number;

/** The chapter frame the reader shows (a blob: iframe inside the engine's shadow roots). */
async function chapterFrame(target: Page): Promise<Frame> {
  for (let i = 0; i < 100; i++) {
    const frame = target.frames().find((candidate) => candidate.url().startsWith('blob:'));
    if (frame && (await frame.evaluate(() => document.body?.innerText.length ?? 0)) > 0) {
      return frame;
    }
    await target.waitForTimeout(100);
  }
  throw new Error('no chapter frame');
}

/** What the reader's foot shows: the chapter and the share read. */
function place(target: Page) {
  return target.locator('.book-reader__place').innerText();
}

/** Opens a contents entry and waits until the reader has moved there. */
async function openChapter(target: Page, title: string) {
  const before = await place(target);
  await target.getByRole('button', { name: '目录' }).click();
  await target.getByRole('dialog').getByRole('button', { name: title, exact: true }).click();
  await expect.poll(() => place(target)).not.toBe(before);
}

describe('EPUB reader', () => {
  beforeAll(async () => {
    journey = await startJourney();
    const { outbox } = journey;
    const token = await webToken(journey.server.base);
    const books = await apiCall<TBookList>(journey.server.base, '/flks/book/list', {}, token);
    const epub = books.items.filter((book) => book.formats.includes('epub'));
    freeBook = epub.find((book) => book.access === 'free')?.id ?? 0;
    codeBook = epub.find((book) => book.access === 'code')?.id ?? 0;
    page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/home'));
    await logInByPhone(page, outbox, PHONE);
  });
  afterAll(async () => {
    await journey.close();
  });

  it('opens the demo EPUB, turns pages with ←/→ and changes the theme', async () => {
    await page.goto(journey.app(paths.bookReader.href({ id: freeBook })));
    await page.getByRole('heading', { name: /宪法/ }).waitFor();
    let frame = await chapterFrame(page);
    await page.locator('.book-reader__chapter', { hasText: '序言' }).waitFor();
    expect(await frame.evaluate(() => document.body.innerText)).toContain(SENTENCE);

    // The page buttons are enabled once the book is laid out at its first page.
    await expect.poll(() => page.getByRole('button', { name: '下一页' }).isEnabled()).toBe(true);
    const before = await place(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => place(page)).not.toBe(before);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => place(page)).toBe(before);

    await page.getByRole('button', { name: '设置' }).click();
    await page.getByText('夜间', { exact: true }).click();
    frame = await chapterFrame(page);
    await expect
      .poll(() => frame.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(27, 29, 33)');
    await page.getByText('日间', { exact: true }).click();
    await expect
      .poll(() => frame.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
  });

  it('highlights a sentence with a note; a reload brings back the note and my place', async () => {
    await page.locator('.book-reader__chapter', { hasText: '序言' }).waitFor();
    const frame = await chapterFrame(page);
    await frame.evaluate((sentence) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(sentence) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + sentence.length);
        document.getSelection()?.removeAllRanges();
        document.getSelection()?.addRange(range);
        document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
        return;
      }
      throw new Error('sentence not found');
    }, SENTENCE);
    const bar = page.getByRole('toolbar', { name: '选中文字' });
    await bar.getByText(SENTENCE).waitFor();
    await bar.getByRole('button', { name: '写笔记' }).click();
    const dialog = page.getByRole('dialog', { name: '笔记' });
    await dialog.getByRole('textbox', { name: '笔记内容' }).fill(NOTE_TEXT);
    await dialog.getByText('绿色').click();
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('笔记已保存').waitFor();

    // Read on into the first chapter; the place is saved as the page hides (reload).
    await openChapter(page, '第一章 总纲');
    const readTo = await place(page);
    expect(readTo).not.toContain('序言');
    await page.reload();
    await chapterFrame(page);
    await expect.poll(() => place(page)).toBe(readTo);

    await page.getByRole('button', { name: '笔记' }).click();
    const notes = page.locator('.reader-notes');
    await notes.getByText(NOTE_TEXT).waitFor();
    await expect.poll(() => notes.getByText('未定位').count()).toBe(0);
    await notes.getByRole('button', { name: SENTENCE }).click();
    await page.locator('.book-reader__chapter', { hasText: '序言' }).waitFor();
  });

  it('lists the note in /mynotes with a link back that opens the reader at it', async () => {
    await page.goto(journey.app('/mynotes'));
    const card = page.locator('.my-note', { hasText: NOTE_TEXT });
    await card.waitFor();
    await card.locator('a.my-note__link').click();
    await page.waitForURL(/\/book\/reader\?id=\d+&cfi=/);
    await page.locator('.book-reader__chapter', { hasText: '序言' }).waitFor();
    const frame = await chapterFrame(page);
    expect(await frame.evaluate(() => document.body.innerText)).toContain(SENTENCE);
  });

  it('never runs a script a chapter carries (the CSP blocks inline and blob: scripts)', async () => {
    const hostile = await epubWithScripts(
      readFileSync(
        join(import.meta.dirname, '../apps/server/src/modules/book/demo/demo-xianfa/book.epub'),
      ),
    );
    const other = await journey.newPage();
    await other.route('**/media/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/epub+zip', body: hostile }),
    );
    await other.goto(journey.app(paths.bookReader.href({ id: freeBook })));
    const frame = await chapterFrame(other);
    // The chapter shows, but neither its inline script nor its linked one ran.
    expect(await frame.evaluate(() => document.body.innerText)).toContain('序言');
    expect(await frame.evaluate(() => document.documentElement.dataset.ran ?? 'no')).toBe('no');
    expect(await other.evaluate(() => document.documentElement.dataset.ran ?? 'no')).toBe('no');
    await expect
      .poll(() => journey.cspViolations.filter((line) => /script-src/.test(line)).length)
      .toBeGreaterThan(0);
    // The blocked scripts are this test's purpose, not a fault of the product.
    const kept = journey.cspViolations.filter((line) => !line.includes(paths.bookReader.pattern));
    journey.cspViolations.splice(0, journey.cspViolations.length, ...kept);
    await other.context().close();
  });

  it('alerts 无权限阅读 with 返回 for a locked book', async () => {
    const other = await journey.newPage();
    await other.goto(journey.app(paths.bookReader.href({ id: codeBook })));
    const alert = other.getByRole('dialog').filter({ hasText: '无权限阅读' });
    await alert.locator('.ant-modal-confirm-title', { hasText: '提示' }).waitFor();
    const closed = other.waitForEvent('close').then(() => 'closed' as const);
    await alert.getByRole('button', { name: /^返\s?回$/ }).click();
    const outcome = await Promise.race([
      closed,
      other.waitForURL('**/Template/yzfk/home').then(() => 'home' as const),
    ]);
    expect(['closed', 'home']).toContain(outcome);
    await other.context().close();
  });

  it('a contents entry on the detail page opens the reader at that chapter', async () => {
    await page.goto(journey.app(paths.bookDetail.href({ id: freeBook })));
    await page.getByRole('link', { name: '第二章 公民的基本权利和义务', exact: true }).click();
    await page.waitForURL(/\/book\/reader\?id=\d+&href=/);
    // The chapter's own page is shown, not the book's start or my last place (序言).
    await expect
      .poll(async () => (await chapterFrame(page)).evaluate(() => document.body.innerText))
      .toContain('第二章 公民的基本权利和义务');
    expect(await place(page)).not.toContain('序言');
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(journey.app(paths.bookReader.href({ id: freeBook })));
    await chapterFrame(page);
    await page.getByRole('button', { name: '下一页' }).waitFor();
    const { scroll, client } = await scrollWidths(page);
    expect(scroll).toBeLessThanOrEqual(client);
  });
});

/** The demo EPUB with an inline script and a linked script in every chapter. */
async function epubWithScripts(bytes: Buffer): Promise<Buffer> {
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes)));
  const writer = new ZipWriter(new Uint8ArrayWriter());
  const attack =
    '<script>document.documentElement.dataset.ran="yes";' +
    'parent.document.documentElement.dataset.ran="yes";</script>' +
    '<script src="../evil.js"></script></head>';
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue;
    const data = await entry.getData(new Uint8ArrayWriter());
    const text = new TextDecoder().decode(data);
    if (/text\/ch\d\.xhtml$/.test(entry.filename)) {
      await writer.add(entry.filename, new TextReader(text.replace('</head>', attack)));
    } else if (entry.filename.endsWith('content.opf')) {
      // The script is in the manifest, so the engine hands it over as a blob: URL.
      const item = '<item id="evil" href="evil.js" media-type="application/javascript"/>';
      await writer.add(
        entry.filename,
        new TextReader(text.replace('</manifest>', `${item}</manifest>`)),
      );
    } else {
      await writer.add(entry.filename, new Uint8ArrayReader(data), {
        level: entry.filename === 'mimetype' ? 0 : 6,
      });
    }
  }
  await writer.add(
    'OEBPS/evil.js',
    new TextReader('document.documentElement.dataset.ran = "yes";'),
  );
  await reader.close();
  return Buffer.from(await writer.close());
}
