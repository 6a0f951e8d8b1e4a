import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJourney, type TJourney } from './support/browser';
import { logInByPhone } from './support/phone-login';
import { fillNoteBox } from './support/note-box';

// /mynotes in a real browser: a note on a law article (the 笔记 button of the law page) and a
// note on a question (the question bank's note box) are both found in /mynotes with links back
// to their places; the search finds one; a delete is taken back with 撤销; a notebook holding
// the law note is exported as Markdown; the law note is tagged 易错 and found by its tag and
// the question note by its subject (民法), each filter kept over a reload.

const PHONE = '13900000071';
const LAW_TITLE = '中华人民共和国刑法';
/** The 刑法 category of /lawList, where the law is on the first page. */
const CRIMINAL_LAWS = '/lawList?category=%E5%88%91%E6%B3%95';

let journey: TJourney;
let workDir: string;
let page: Page;

describe('my notes', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'yzfk-notes-'));
    const outbox = join(workDir, 'sms.jsonl');
    journey = await startJourney({ SMS_OUTBOX: outbox });
    page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/lawList'));
    await logInByPhone(page, outbox, PHONE);
  });
  afterAll(async () => {
    await journey.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('notes a law article and a question, and finds both in /mynotes with links back', async () => {
    await page.goto(journey.app(CRIMINAL_LAWS));
    await page.getByRole('link', { name: LAW_TITLE, exact: true }).click();
    await page.waitForURL(/\/law\/item\/\d+$/);
    const article = page.locator('section[aria-label="第六十七条"]');
    await article.getByRole('button', { name: '给第六十七条记笔记' }).click();
    await fillNoteBox(article, '第六十七条的笔记内容', '自首的两个要件');
    await article.getByRole('button', { name: '保存笔记' }).click();
    await article
      .getByRole('list', { name: '第六十七条的笔记' })
      .getByText('自首的两个要件')
      .waitFor();
    const lawUrl = page.url();

    await page.goto(journey.app('/tikulist'));
    await page
      .getByRole('radiogroup', { name: '题库' })
      .getByRole('radio', { name: /示例题库/ })
      .check();
    await page.getByRole('button', { name: '练习 民法', exact: true }).click();
    await page.waitForURL(/\/zj\?session=/);
    await page.getByRole('button', { name: /记笔记/ }).click();
    await fillNoteBox(page, '我的笔记', '善意取得要看是否支付合理价款');
    await page.getByRole('button', { name: /保存笔记/ }).click();
    await page.getByText('善意取得要看是否支付合理价款').waitFor();

    await page.goto(journey.app('/mynotes'));
    const list = page.getByRole('list', { name: '笔记列表' });
    const lawNote = list.getByRole('listitem', { name: /^法条 · 第六十七条/ });
    const questionNote = list.getByRole('listitem', { name: /^题目 #\d+$/ });
    await lawNote.getByText('自首的两个要件').waitFor();
    await questionNote.getByText('善意取得要看是否支付合理价款').waitFor();

    await lawNote.getByRole('link', { name: '查看法条' }).click();
    await page.waitForURL(/\/law\/item\/\d+#art-\d+$/);
    expect(page.url().split('#')[0]).toBe(lawUrl);
    await page.locator('section[aria-label="第六十七条"].law-article--active').waitFor();

    await page.goto(journey.app('/mynotes'));
    await questionNote.getByRole('button', { name: '查看题目' }).click();
    const dialog = page.getByRole('dialog', { name: '笔记所在的题目' });
    await dialog.locator('.question-view__stem').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('searches my notes, deletes one and takes it back with 撤销', async () => {
    await page.goto(journey.app('/mynotes'));
    await page.getByRole('searchbox', { name: '搜索笔记' }).fill('自首');
    await page.getByRole('searchbox', { name: '搜索笔记' }).press('Enter');
    await page.getByText('共 1 条笔记').waitFor();
    const list = page.getByRole('list', { name: '笔记列表' });
    await list.getByText('自首的两个要件').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    await page.goto(journey.app('/mynotes'));
    await page.getByText('共 2 条笔记').waitFor();
    const lawNote = list.getByRole('listitem', { name: /^法条 · 第六十七条/ });
    await lawNote.getByRole('button', { name: '删除' }).click();
    await page.getByText('共 1 条笔记').waitFor();
    await page.getByRole('button', { name: '撤销' }).click();
    await page.getByText('共 2 条笔记').waitFor();
    await lawNote.getByText('自首的两个要件').waitFor();
  });

  it('tags the law note, filters by the tag and by a subject, and a reload keeps each', async () => {
    await page.goto(journey.app('/mynotes'));
    const list = page.getByRole('list', { name: '笔记列表' });
    const lawNote = list.getByRole('listitem', { name: /^法条 · 第六十七条/ });
    await lawNote.getByRole('button', { name: '加标签' }).click();
    const box = lawNote.getByRole('combobox', { name: '编辑标签' });
    await box.fill('易错');
    await box.press('Enter');
    await lawNote.getByRole('button', { name: '完成' }).click();
    await lawNote.getByRole('button', { name: '按标签「易错」筛选' }).click();
    await page.waitForURL(/[?&]tag=%E6%98%93%E9%94%99/);
    await page.getByText('共 1 条笔记').waitFor();
    await page.reload();
    await page.getByText('共 1 条笔记').waitFor();
    await lawNote.getByText('自首的两个要件').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    await page.goto(journey.app('/mynotes'));
    await page.getByText('共 2 条笔记').waitFor();
    await page.getByRole('combobox', { name: '按科目筛选' }).click();
    await page.locator('.ant-select-item-option[title="刑法（1）"]').waitFor();
    await page.locator('.ant-select-item-option[title="民法（1）"]').click();
    await page.waitForURL(/[?&]subject=%E6%B0%91%E6%B3%95/);
    await page.getByText('共 1 条笔记').waitFor();
    await page.reload();
    await page.getByText('共 1 条笔记').waitFor();
    await list.getByText('善意取得要看是否支付合理价款').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
  });

  it('keeps the law note in a notebook and exports the notebook as Markdown', async () => {
    await page.goto(journey.app('/mynotes'));
    await page.getByRole('textbox', { name: '新笔记本名称' }).fill('刑法要点');
    await page.getByRole('button', { name: '新建笔记本' }).click();
    const notebooks = page.getByRole('navigation', { name: '笔记本' });
    await notebooks.getByRole('link', { name: '刑法要点（0）' }).waitFor();

    const lawNote = page
      .getByRole('list', { name: '笔记列表' })
      .getByRole('listitem', { name: /^法条 · 第六十七条/ });
    await lawNote.getByRole('combobox', { name: '所在笔记本' }).click();
    // antd's visible option (its role="option" twin is the screen readers' hidden list).
    await page.locator('.ant-select-item-option[title="刑法要点"]').click();
    await notebooks.getByRole('link', { name: '刑法要点（1）' }).click();
    await page.waitForURL(/\/mynotes\/list\/\d+$/);
    await page.getByRole('heading', { name: '刑法要点' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('刑法要点.md');
    const file = join(workDir, 'export.md');
    await download.saveAs(file);
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toMatch(/^# 刑法要点\n/);
    expect(markdown).toContain('## 法条 · 第六十七条');
    expect(markdown).toContain('标签：#易错');
    expect(markdown).toContain('自首的两个要件');
    expect(markdown).not.toContain('善意取得');
  });
});
