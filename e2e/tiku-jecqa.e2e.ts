import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '@yzfk/server/platform/db/database';
import { migrateDatabase } from '@yzfk/server/platform/db/migrate';
import { importQuestionFile } from '@yzfk/server/modules/tiku/import/import-questions';
import { startJourney, type TJourney } from './support/browser';
import { logInByPhone } from './support/phone-login';
import { answerWithOptionA, openMockPaper } from './support/tiku-practice';

// The question bank on real imported questions: the shared JEC-QA file is imported into the
// product's database before it starts, then a user practises a chapter of it and opens one of
// the mock papers built from it. Skipped with a message where ../shared is not beside the repo.

const FILE = fileURLToPath(
  new URL('../../shared/data/questions-jecqa/0_train.json', import.meta.url),
);
const HAS_FILE = existsSync(FILE);
if (!HAS_FILE) console.warn(`${FILE} is absent: the JEC-QA browser journey is skipped`);

describe.runIf(HAS_FILE)('the question bank on the imported JEC-QA questions', () => {
  let journey: TJourney;
  let workDir: string;
  let page: Page;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'yzfk-jecqa-'));
    const dataDir = join(workDir, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    await importQuestionFile(database.db, FILE);
    await database.close();
    const outbox = join(workDir, 'sms.jsonl');
    journey = await startJourney({ DATA_DIR: dataDir, SMS_OUTBOX: outbox });
    page = await journey.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(journey.app('/tikulist'));
    await logInByPhone(page, outbox, '13900000031');
  }, 120_000);
  afterAll(async () => {
    await journey.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('practises a chapter of the imported bank, checked on the server', async () => {
    const bank = page.getByRole('radiogroup', { name: '题库' }).getByRole('radio', {
      name: /法考真题练习库（JEC-QA）/,
    });
    await bank.check();
    expect(await bank.innerText()).toContain('7771 题');
    await page.getByRole('spinbutton', { name: '每次题数' }).fill('5');
    await page.getByRole('button', { name: '练习 民法', exact: true }).click();
    await page.waitForURL(/\/zj\?session=/);

    await answerWithOptionA(page);
    const feedback = page.getByRole('status').filter({ hasText: '你的答案：A' });
    expect(await feedback.innerText()).toMatch(/正确答案：[A-D]+/);
  });

  it('opens a 100-question mock paper built from it, by the exam’s sections and points', async () => {
    await openMockPaper(page, journey, '开始 JEC-QA 模拟卷（一）');
    await page.getByRole('region', { name: '一、单项选择题（共 50 题，50 分）' }).waitFor();
    await page.getByRole('region', { name: '二、多项选择题（共 50 题，100 分）' }).waitFor();
    const sheet = page.getByRole('navigation', { name: '答题卡' });
    expect(await sheet.getByRole('button').count()).toBe(100);
  });
});
