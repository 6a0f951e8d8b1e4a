import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, webToken } from './support/api-call';
import type { TJourney } from './support/browser';
import { useLoggedInJourney } from './support/desktop-journey';
import { playKeys } from './support/keyboard';
import { paths } from '@yzfk/contract/paths';

// Mind maps and outlines in a real browser: the demo book's map opens and folds a branch; a map
// built by keyboard is there after a reload (script in a title shown as text) and exports a PNG;
// an outline shows as a map and comes back the same; two tabs on one map: the second save is
// told, and 重新加载 shows the first. A node linked to a law article through the link picker opens
// that article. The map exported as XMind comes back in by /mymind's import, link and all.

const PHONE = '13900000091';
const SCRIPT = '<img src=x onerror=alert(1)>';

let journey: TJourney;
let page: Page;

/** The outline's rows as the user reads them: each item's text and level. */
async function outlineRows(target: Page): Promise<string[]> {
  const inputs = target.getByRole('list', { name: '提纲' }).getByRole('textbox');
  const rows: string[] = [];
  for (const input of await inputs.all()) {
    rows.push(`${await input.getAttribute('aria-label')}:${await input.inputValue()}`);
  }
  return rows;
}

async function createDoc(target: Page, path: string, noun: string, title: string) {
  await target.goto(journey.app(path));
  await target.getByRole('textbox', { name: `${noun}名称` }).fill(title);
  await target.getByRole('button', { name: `新建${noun}` }).click();
  await target.waitForURL(/\?id=\d+/);
}

async function waitSaved(target: Page) {
  await target.getByRole('status').filter({ hasText: '已保存' }).waitFor();
}

describe('mind maps and outlines', () => {
  useLoggedInJourney('/home', PHONE, (started, opened) => {
    journey = started;
    page = opened;
  });

  it("opens the demo book's mind map and folds a branch", async () => {
    const token = await webToken(journey.server.base);
    const books = await apiCall<{ items: { id: number; title: string }[] }>(
      journey.server.base,
      '/flks/book/list',
      { query: '宪法' },
      token,
    );
    const bookId = books.items.find((book) => book.title === '中华人民共和国宪法')?.id;
    expect(bookId).toBeGreaterThan(0);
    await page.goto(journey.app(paths.bookMind.href({ id: Number(bookId) })));
    const map = page.getByRole('application', { name: /图书思维导图/ });
    const branch = map.locator('me-tpc', { hasText: '第四章 国旗、国歌、国徽、首都' });
    const leaf = map.locator('me-tpc', { hasText: '第一百四十三条' });
    // A map this large opens at its chapters; the fold button sits beside each branch.
    await branch.waitFor();
    await expect(leaf.count()).resolves.toBe(0);
    const fold = branch.locator('xpath=following-sibling::me-epd');
    await fold.click();
    await leaf.waitFor();
    await fold.click();
    await leaf.waitFor({ state: 'hidden' });
    await expect(branch.isVisible()).resolves.toBe(true);

    await page.getByRole('searchbox', { name: '搜索节点' }).fill('第一百四十三条');
    await page.getByRole('searchbox', { name: '搜索节点' }).press('Enter');
    await page.getByRole('status').filter({ hasText: '第 1 / 1 个' }).waitFor();
    await leaf.waitFor();

    await page.goto(journey.app(paths.bookMind.href({ id: 999999 })));
    await page.getByText('图书不存在').waitFor();
  });

  it('builds a mind map by keyboard, finds it after a reload and exports a PNG', async () => {
    await createDoc(page, '/mymind', '导图', '刑法体系');
    const map = page.getByRole('application', { name: /思维导图编辑区/ });
    await map.locator('me-root me-tpc').click();
    // Tab adds a child; Enter ends an edit and a second Enter adds a sibling.
    await playKeys(page, ['Tab', { text: '犯罪论' }, 'Enter', 'Enter', { text: '刑罚论' }]);
    await playKeys(page, ['Enter', 'Enter', { text: SCRIPT }, 'Enter']);
    await waitSaved(page);

    await page.reload();
    const reloaded = page.getByRole('application', { name: /思维导图编辑区/ });
    await reloaded.locator('me-tpc', { hasText: '犯罪论' }).waitFor();
    await reloaded.locator('me-tpc', { hasText: '刑罚论' }).waitFor();
    // Script typed as a title is shown as the text it is (and the export below runs none).
    await reloaded.locator('me-tpc', { hasText: SCRIPT }).waitFor();
    expect(await reloaded.locator('me-tpc img').count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('刑法体系.png');
    const path = await file.path();
    expect(readFileSync(path).subarray(1, 4).toString()).toBe('PNG');
  });

  it('links a node to a law article found by the picker, and the link opens the article', async () => {
    const map = page.getByRole('application', { name: /思维导图编辑区/ });
    await map.locator('me-tpc', { hasText: '犯罪论' }).click();
    const panel = page.getByRole('complementary', { name: '节点设置' });
    await panel.getByRole('heading', { name: '节点：犯罪论' }).waitFor();
    const box = panel.getByRole('searchbox', { name: '查找链接的关键词' });
    await box.fill('情势变更');
    await box.press('Enter');
    const hit = panel.getByRole('button', { name: /第五百三十三条$/ }).first();
    await hit.click();
    const link = panel.getByRole('link', { name: /第五百三十三条$/ });
    await link.waitFor();
    await waitSaved(page);
    // The map's own 🔗 on the node (a plain anchor, a new tab) carries the app's base path.
    const icon = map.locator('me-tpc', { hasText: '犯罪论' }).locator('a.hyper-link');
    expect(await icon.getAttribute('href')).toMatch(/^\/Template\/yzfk\/law\/item\/\d+#art-\d+$/);

    // The link and its name are stored: after a reload the node still opens the article.
    await page.reload();
    await page
      .getByRole('application', { name: /思维导图编辑区/ })
      .locator('me-tpc', { hasText: '犯罪论' })
      .click();
    await page.getByRole('link', { name: /民法典.*第五百三十三条$/ }).click();
    await page.waitForURL(/\/law\/item\/\d+#art-\d+$/);
    const anchor = new URL(page.url()).hash.slice(1);
    const article = page.locator(`[id="${anchor}"].law-article--active`);
    await article.waitFor();
    expect(await article.getAttribute('aria-label')).toBe('第五百三十三条');
  });

  it('exports the map as XMind and imports that file as a new map', async () => {
    // Back from the article to the map.
    await page.goBack();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 XMind' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('刑法体系.xmind');
    const path = await file.path();
    const from = page.url();

    await page.goto(journey.app('/mymind'));
    await page.locator('input[type=file]').setInputFiles({
      name: '刑法体系.xmind',
      mimeType: 'application/zip',
      buffer: readFileSync(path),
    });
    await page.waitForURL((url) => /\?id=\d+/.test(url.search) && url.href !== from);
    const map = page.getByRole('application', { name: /思维导图编辑区/ });
    await map.locator('me-tpc', { hasText: '刑罚论' }).waitFor();
    await map.locator('me-tpc', { hasText: '犯罪论' }).click();
    // The link travels (its name does not: XMind has no place for it, so the path shows).
    await page
      .getByRole('complementary', { name: '节点设置' })
      .getByRole('link', { name: /^\/law\/item\/\d+#art-\d+$/ })
      .waitFor();

    // A file that is not XMind is refused with its reason, and no map is made.
    await page.goto(journey.app('/mymind'));
    await page.locator('input[type=file]').setInputFiles({
      name: '坏文件.xmind',
      mimeType: 'application/zip',
      buffer: Buffer.from('不是 zip'),
    });
    await page.getByRole('alert').filter({ hasText: '不是有效的 XMind' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('writes an outline, shows it as a map and back, the tree unchanged', async () => {
    await createDoc(page, '/myoutline', '提纲', '民法提纲');
    await page.getByRole('textbox', { name: '提纲标题' }).press('Enter');
    // Tab indents the row, Shift+Tab outdents it.
    await playKeys(page, [{ text: '物权' }, 'Enter', { text: '所有权' }, 'Tab', 'Enter']);
    await playKeys(page, [{ text: '用益物权' }, 'Enter', { text: '合同' }, 'Shift+Tab']);
    const before = await outlineRows(page);
    expect(before).toEqual([
      '提纲标题:民法提纲',
      '第 1 级条目:物权',
      '第 2 级条目:所有权',
      '第 2 级条目:用益物权',
      '第 1 级条目:合同',
    ]);

    await page.getByRole('radiogroup', { name: '视图' }).getByText('导图').click();
    const map = page.getByRole('application', { name: /思维导图编辑区/ });
    await map.locator('me-tpc', { hasText: '用益物权' }).waitFor();
    await page.getByRole('radiogroup', { name: '视图' }).getByText('提纲').click();
    expect(await outlineRows(page)).toEqual(before);
    await waitSaved(page);
    await page.reload();
    await page.getByRole('textbox', { name: '第 2 级条目' }).first().waitFor();
    expect(await outlineRows(page)).toEqual(before);
  });

  it('tells the second of two tabs that the map was saved elsewhere', async () => {
    await createDoc(page, '/myoutline', '提纲', '两个窗口');
    const url = page.url();
    const second = await page.context().newPage();
    await second.goto(url);
    await second.getByRole('textbox', { name: '提纲标题' }).waitFor();

    await page.getByRole('textbox', { name: '提纲标题' }).press('Enter');
    await page.keyboard.insertText('第一个窗口写的');
    await waitSaved(page);

    await second.getByRole('textbox', { name: '提纲标题' }).press('Enter');
    await second.keyboard.insertText('第二个窗口写的');
    await second.getByText('这份导图已在另一个窗口或设备上保存过').waitFor();
    await second.getByRole('button', { name: '重新加载' }).click();
    await second.getByRole('textbox', { name: '第 1 级条目' }).waitFor();
    expect(await outlineRows(second)).toEqual(['提纲标题:两个窗口', '第 1 级条目:第一个窗口写的']);
    await second.close();
  });
});
