import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TJourney } from './support/browser';
import { enterExamRoom, questionArticle, registerForExam, sheetButton } from './support/exam-room';
import { logInByPhone } from './support/phone-login';
import { useDesktopJourney } from './support/desktop-journey';

// A server crash in the middle of a mock exam: the process is killed without warning (SIGKILL)
// while a candidate answers. Every answer acknowledged before the crash is there after the
// restart, and an answer given while the server was down is sent when it is back.

const PHONE = '13900000032';
const PERSON = { name: '李考生', idNumber: '110101199105061234' };
const EXAM = '随到随考 · 客观题模考（示例）';

let journey: TJourney;
let outbox: string;
let page: Page;

async function login(target: Page): Promise<void> {
  await target.goto(journey.app('/examlist'));
  await logInByPhone(target, outbox, PHONE);
}

/** The 答题卡 labels of questions 1..n, e.g. 第1题：已作答. */
function sheetLabels(target: Page, n: number): Promise<(string | null)[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) => sheetButton(target, i + 1).getAttribute('aria-label')),
  );
}

describe('a server crash during a mock exam', () => {
  useDesktopJourney(async (started, opened) => {
    journey = started;
    outbox = started.outbox;
    page = opened;
    await login(page);
  });

  it('loses no acknowledged answer, and sends the one given while the server was down', async () => {
    const ticket = await registerForExam(page, EXAM, PERSON);
    await enterExamRoom(page, EXAM, { ticket, idNumber: PERSON.idNumber });
    await page.getByRole('button', { name: '开始答题' }).first().click();
    await page.waitForURL(/\/examination\?/);

    for (const number of [1, 2, 3]) {
      await sheetButton(page, number).click();
      await questionArticle(page, number).getByRole('radio').first().click();
      await questionArticle(page, number)
        .getByText(/已保存/)
        .waitFor({ timeout: 15_000 });
    }

    const crashed = await journey.crashServer();
    await sheetButton(page, 4).click();
    await questionArticle(page, 4).getByRole('radio').first().click();
    await questionArticle(page, 4)
      .getByText(/未保存|保存中/)
      .waitFor();
    await crashed.restart();

    // The queue retries by itself: question 4 is acknowledged by the restarted server.
    await questionArticle(page, 4)
      .getByText(/已保存/)
      .waitFor({ timeout: 45_000 });

    // A browser with no local queue sees all four answers from the server.
    const other = await journey.newPage();
    await other.setViewportSize({ width: 1280, height: 800 });
    await login(other);
    await enterExamRoom(other, EXAM, { ticket, idNumber: PERSON.idNumber });
    await other.getByRole('button', { name: '继续答题' }).first().click();
    await other.waitForURL(/\/examination\?/);
    await other.getByRole('navigation', { name: '答题卡' }).waitFor();
    expect(await sheetLabels(other, 5)).toEqual([
      '第1题：已作答',
      '第2题：已作答',
      '第3题：已作答',
      '第4题：已作答',
      '第5题：未作答',
    ]);
  }, 150_000);
});
