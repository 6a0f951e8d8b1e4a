import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { logInByPhone } from './support/phone-login';
import { useDesktopJourney } from './support/desktop-journey';

// The rich note editor with a Chinese input method: Chromium's DevTools protocol plays what an
// IME does (composition updates with the pinyin typed so far, then the chosen characters
// committed), the note is saved and shows exactly the committed Chinese. Then a word is made
// bold with the toolbar, and /mynotes shows it bold after a reload.

const PHONE = '13900000072';
const LAW_TITLE = '中华人民共和国刑法';

let journey: TJourney;
let page: Page;

/** Types one word as a pinyin IME does: the composition grows letter by letter, then commits. */
async function typeWithIme(target: Page, pinyin: string, chinese: string): Promise<void> {
  const cdp = await target.context().newCDPSession(target);
  for (let i = 1; i <= pinyin.length; i++) {
    const text = pinyin.slice(0, i);
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  await cdp.send('Input.insertText', { text: chinese });
  await cdp.detach();
}

/** The note editor under an article, once it has loaded (its stand-in is a plain text area). */
async function openArticleEditor(article: Locator, number: string): Promise<Locator> {
  await article.getByRole('button', { name: `给${number}记笔记` }).click();
  const editor = article.locator(`[contenteditable="true"][aria-label="${number}的笔记内容"]`);
  await editor.waitFor();
  await editor.click();
  return editor;
}

describe('rich notes with a Chinese input method', () => {
  useDesktopJourney(async (started, opened) => {
    journey = started;
    page = opened;
    await page.goto(journey.app('/lawList'));
    await logInByPhone(page, journey.outbox, PHONE);
    await page.goto(journey.app('/lawList?category=%E5%88%91%E6%B3%95'));
    await page.getByRole('link', { name: LAW_TITLE, exact: true }).click();
    await page.waitForURL(/\/law\/item\/\d+$/);
  });

  it('saves exactly the Chinese an IME committed: no pinyin left, nothing doubled', async () => {
    const article = page.locator('section[aria-label="第六十七条"]');
    const editor = await openArticleEditor(article, '第六十七条');
    await typeWithIme(page, 'zishou', '自首');
    await typeWithIme(page, 'deyaojian', '的要件');
    expect(await editor.innerText()).toBe('自首的要件');
    await page.keyboard.press('Control+Enter');

    const notes = article.getByRole('list', { name: '第六十七条的笔记' });
    await notes.getByText('自首的要件').waitFor();
    expect(await notes.getByRole('listitem').allInnerTexts()).toEqual(['自首的要件']);
  });

  it('makes a word bold with the toolbar, bold in /mynotes after a reload', async () => {
    const article = page.locator('section[aria-label="第六十五条"]');
    const editor = await openArticleEditor(article, '第六十五条');
    await typeWithIme(page, 'ligong', '立功');
    await page.keyboard.press('Shift+Enter');
    await editor.pressSequentially('可以从轻');
    // Select 立功 (the first line) and bold it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await article.getByRole('button', { name: '加粗' }).click();
    await article.getByRole('button', { name: '保存笔记' }).click();
    await article.getByRole('list', { name: '第六十五条的笔记' }).locator('strong').waitFor();

    await page.goto(journey.app('/mynotes'));
    await page.reload();
    const note = page
      .getByRole('list', { name: '笔记列表' })
      .getByRole('listitem', { name: /^法条 · 第六十五条/ });
    await note.locator('strong', { hasText: '立功' }).waitFor();
    expect(await note.locator('strong').allInnerTexts()).toEqual(['立功']);
    expect(await note.locator('.my-note__text').innerText()).toBe('立功\n可以从轻');
  });
});
