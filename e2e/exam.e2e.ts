import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCall, apiCall, JOURNEY_ADMIN_TOKEN, webToken } from './support/api-call';
import type { TJourney } from './support/browser';
import { PHONE_VIEWPORT, scrollWidths } from './support/layout';
import {
  enterExamRoom,
  examCard,
  questionArticle,
  registerForExam,
  sheetButton,
  submitAndOpenReport,
} from './support/exam-room';
import { logInByPhone } from './support/phone-login';
import { useDesktopJourney } from './support/desktop-journey';

// Mock exams in a real browser, as one candidate: a 统一开考 paper that opens by itself when
// the countdown ends; the demo 随到随考 客观题 exam answered with marks, resumed after a reload
// and on another browser, answered offline and synced, 交卷 with the unanswered warning, and the
// report with the rank; the 主观题 exam with the statute dialog and a self-graded report.

const PHONE = '13900000031';
const PERSON = { name: '张考生', idNumber: '110101199003071234' };
const WINDOW_OBT = '随到随考 · 客观题模考（示例）';
const WINDOW_SUBT = '随到随考 · 主观题模考（示例）';

let journey: TJourney;
let outbox: string;
let page: Page;

async function loginOnPage(target: Page, path: string): Promise<void> {
  await target.goto(journey.app(path));
  await logInByPhone(target, outbox, PHONE);
}

/** Whether the page, shown at a phone's width, fits without sideways scrolling. */
async function fitsOnPhone(target: Page): Promise<{ scroll: number; client: number }> {
  const before = target.viewportSize();
  await target.setViewportSize(PHONE_VIEWPORT);
  const widths = await scrollWidths(target);
  if (before) await target.setViewportSize(before);
  return widths;
}

/** Waits until question `number`'s save is acknowledged (已保存 with the time). */
async function savedShown(number: number): Promise<void> {
  await questionArticle(page, number)
    .getByText(/已保存/)
    .waitFor({ timeout: 15_000 });
}

describe('mock exams', () => {
  useDesktopJourney(
    async (started, opened) => {
      journey = started;
      outbox = started.outbox;
      page = opened;
      await loginOnPage(page, '/examlist');
    },
    { ADMIN_TOKEN: JOURNEY_ADMIN_TOKEN },
  );

  it('统一开考: the waiting screen counts down and the paper opens by itself at the start', async () => {
    const token = await webToken(journey.server.base);
    const papers = await apiCall<{ list: { id: number; title: string }[] }>(
      journey.server.base,
      '/flks/tiku/papers',
      { page: 1, pageSize: 20 },
      token,
    );
    const source = papers.list[0];
    if (!source) throw new Error('the demo has no paper');
    const title = '统一开考 · 旅程测试';
    // An hour ahead while the candidate registers and reaches the waiting screen; moved to a few
    // seconds ahead once there (a start time is data), so that nothing waits for a long clock.
    const created = await adminCall<{ exam: { id: number } }>(
      journey.server.base,
      '/flks/admin/exam/create',
      {
        title,
        variant: 'obt',
        startMode: 'fixed',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        submitOpensMinutesBeforeEnd: null,
        papers: [{ title: '试卷一', durationMinutes: 30, sourcePaperId: source.id }],
      },
    );

    await page.goto(journey.app('/examlist'));
    const ticket = await registerForExam(page, title, PERSON);
    expect(ticket).toMatch(/^\d+$/);
    await expect.poll(() => examCard(page, title).innerText()).toContain(ticket);

    await enterExamRoom(page, title, { ticket, idNumber: PERSON.idNumber });
    // The waiting screen: the candidate, the notice, the input test and a countdown; no start button.
    await page.getByRole('heading', { name: '考生须知' }).waitFor();
    expect(await page.getByText(ticket).count()).toBeGreaterThan(0);
    await page.getByText('距开考').waitFor();
    const waitingWidths = await fitsOnPhone(page);
    expect(waitingWidths.scroll).toBeLessThanOrEqual(waitingWidths.client);
    expect(await page.getByRole('button', { name: '开始答题' }).count()).toBe(0);
    await page
      .getByRole('region', { name: '输入法测试' })
      .getByRole('textbox')
      .fill('国家统一法律职业资格考试');

    // Moved to start in a few seconds; the waiting screen, read again, counts down to the new
    // time and at it the paper opens by itself.
    const startsAt = new Date(Date.now() + 15_000);
    await adminCall(journey.server.base, '/flks/admin/exam/schedule', {
      examId: created.exam.id,
      startsAt: startsAt.toISOString(),
    });
    await page.reload();
    await page.getByText('距开考').waitFor();
    expect(await page.getByRole('button', { name: '开始答题' }).count()).toBe(0);
    await page.waitForURL(/\/examination\?/, { timeout: 60_000 });
    await questionArticle(page, 1).waitFor();
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime() - 2_000);
    await page.getByRole('timer', { name: '剩余时间' }).waitFor();
    await questionArticle(page, 1).getByRole('radio', { name: /^A/ }).first().click();
    await savedShown(1);

    // 交卷 (any time in this exam); the rank waits for the end of a 统一开考 exam.
    await submitAndOpenReport(page);
    await page.getByText('成绩排名将在考试结束后公布').waitFor();
  }, 150_000);

  it('随到随考: answers and marks survive a reload, another browser and an offline spell; 交卷 warns of the unanswered; the report ranks', async () => {
    await page.goto(journey.app('/examlist'));
    const ticket = await registerForExam(page, WINDOW_OBT, PERSON);
    await enterExamRoom(page, WINDOW_OBT, { ticket, idNumber: PERSON.idNumber });
    await page.getByRole('button', { name: '开始答题' }).first().click();
    await page.waitForURL(/\/examination\?/);

    // Question 1 by mouse, question 2 marked by the M key, question 3 answered by the B key.
    await questionArticle(page, 1).getByRole('radio', { name: /^A/ }).click();
    await savedShown(1);
    await page.getByRole('button', { name: '下一题' }).click();
    await questionArticle(page, 2).waitFor();
    await page.keyboard.press('m');
    await expect.poll(() => sheetButton(page, 2).getAttribute('aria-label')).toContain('已标记');
    await page.keyboard.press('ArrowRight');
    await questionArticle(page, 3).waitFor();
    await page.keyboard.press('b');
    await savedShown(3);

    // Reload: the same answers, marks and question panel.
    await page.reload();
    await page.getByRole('navigation', { name: '答题卡' }).waitFor();
    await expect.poll(() => sheetButton(page, 1).getAttribute('aria-label')).toMatch(/已作答/);
    expect(await sheetButton(page, 2).getAttribute('aria-label')).toMatch(/未作答，已标记/);
    expect(await sheetButton(page, 3).getAttribute('aria-label')).toMatch(/已作答/);
    // The answering screen fits a phone.
    const screenWidths = await fitsOnPhone(page);
    expect(screenWidths.scroll).toBeLessThanOrEqual(screenWidths.client);
    await sheetButton(page, 1).click();
    expect(
      await questionArticle(page, 1)
        .getByRole('radio', { name: /^A/ })
        .getAttribute('aria-checked'),
    ).toBe('true');

    // Offline: the banner, an answer kept in the browser, then synced on reconnection.
    await page.context().setOffline(true);
    await page.getByText('网络已断开，答案已保存在本机，恢复连接后将自动提交').waitFor();
    await sheetButton(page, 4).click();
    await questionArticle(page, 4).getByRole('radio').first().click();
    await questionArticle(page, 4)
      .getByText(/未保存|保存中/)
      .waitFor();
    await page.context().setOffline(false);
    await page
      .getByText('网络已断开，答案已保存在本机，恢复连接后将自动提交')
      .waitFor({ state: 'hidden' });
    await savedShown(4);

    // Another browser (no local queue) resumes with every acknowledged answer and mark.
    const other = await journey.newPage();
    await other.setViewportSize({ width: 1280, height: 800 });
    await loginOnPage(other, '/examlist');
    await enterExamRoom(other, WINDOW_OBT, { ticket, idNumber: PERSON.idNumber });
    await other.getByRole('button', { name: '继续答题' }).first().click();
    await other.waitForURL(/\/examination\?/);
    await other.getByRole('navigation', { name: '答题卡' }).waitFor();
    const labels = await Promise.all(
      [1, 2, 3, 4].map((number) => sheetButton(other, number).getAttribute('aria-label')),
    );
    expect(labels).toEqual([
      expect.stringMatching(/已作答$/),
      expect.stringMatching(/未作答，已标记$/),
      expect.stringMatching(/已作答$/),
      expect.stringMatching(/已作答$/),
    ]);
    await other.context().close();

    // 交卷: first the summary of unanswered and marked questions, then the final step.
    await page.getByRole('button', { name: '交卷', exact: true }).click();
    const summary = page.getByRole('dialog', { name: '交卷' });
    await summary.getByText(/题未作答/).waitFor();
    expect(await summary.innerText()).toMatch(/1\s*题已标记/);
    await summary.getByRole('button', { name: '交卷', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '确认交卷' });
    expect(await confirm.innerText()).toMatch(/仍有\s*\d+\s*题未作答/);
    await confirm.getByRole('button', { name: '确认交卷' }).click();
    await page.getByText('交卷成功').waitFor();
    await page.getByRole('button', { name: '查看答题报告' }).click();
    await page.waitForURL(/\/exam\/report\?attempt=/);

    // The report: score, rank and the distribution, each question with both answers.
    await page.getByText(/击败了/).waitFor();
    expect(await page.getByRole('region', { name: '成绩排名' }).innerText()).toMatch(
      /第 1 名 \/ 共 1 人/,
    );
    expect(await page.getByText('你的答案：').count()).toBeGreaterThan(0);
    const reportWidths = await fitsOnPhone(page);
    expect(reportWidths.scroll).toBeLessThanOrEqual(reportWidths.client);
    expect(await page.getByText('正确答案：').count()).toBeGreaterThan(0);

    // /learnrecord lists the exam taken.
    await page.goto(journey.app('/learnrecord?tab=exam'));
    await page.getByText(WINDOW_OBT).first().waitFor();
  });

  it('主观题: the case beside the answer box, the statute lookup in a dialog, a self-graded report', async () => {
    await page.goto(journey.app('/examlist'));
    const ticket = await registerForExam(page, WINDOW_SUBT, PERSON);
    await enterExamRoom(page, WINDOW_SUBT, { ticket, idNumber: PERSON.idNumber });
    await page.getByRole('button', { name: '开始答题' }).first().click();
    await page.waitForURL(/\/subt\/examination\?/);

    await page.getByRole('region', { name: '案情材料' }).waitFor();
    expect(await page.getByRole('separator', { name: '拖动调整列宽' }).count()).toBe(1);
    const box = page.getByLabel(/第 1 问/);
    await box.fill('甲的行为构成正当防卫，不负刑事责任。');
    await page
      .getByText(/已输入 \d+ 字/)
      .first()
      .waitFor();
    await savedShown(1);

    // On a phone the case and the answer box are one above the other, both whole on screen.
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const part of [page.getByRole('region', { name: '案情材料' }), box]) {
      const partBox = await part.boundingBox();
      expect(partBox?.x).toBeGreaterThanOrEqual(0);
      expect((partBox?.x ?? 0) + (partBox?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The statute lookup without leaving the question.
    await page.getByRole('button', { name: '法条检索' }).click();
    const lookup = page.getByRole('dialog', { name: '法条检索' });
    await lookup.getByRole('searchbox').fill('正当防卫');
    await lookup.getByRole('searchbox').press('Enter');
    await lookup
      .getByText(/第二十条/)
      .first()
      .waitFor();
    // The national library answers the statutes the exam's cases ask about, cited as written.
    for (const [query, article] of [
      ['刑法第二十条', '第二十条'],
      ['民法典第五百八十六条', '第五百八十六条'],
    ] as const) {
      await lookup.getByRole('searchbox').fill(query);
      await lookup.getByRole('searchbox').press('Enter');
      await lookup
        .getByRole('link', { name: new RegExp(article) })
        .first()
        .waitFor();
    }
    await lookup
      .getByRole('button', { name: /关\s?闭|Close/ })
      .first()
      .click();
    await lookup.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('甲的行为构成正当防卫，不负刑事责任。');

    await submitAndOpenReport(page);
    // Each cited article is in the library: it links to its law, none says 本条未收录.
    await page.locator('a[href*="/law/item/"]').first().waitFor();
    expect(await page.getByText('本条未收录').count()).toBe(0);
    // And its text is read in place: the case's 《民法典》第五百八十六条, from the national library.
    const show = page
      .getByRole('button', { name: '查看《中华人民共和国民法典》第五百八十六条' })
      .first();
    await show.click();
    await page
      .getByText(/定金的数额由当事人约定/)
      .first()
      .waitFor();
    const hide = page
      .getByRole('button', { name: '收起《中华人民共和国民法典》第五百八十六条' })
      .first();
    expect(await hide.getAttribute('aria-expanded')).toBe('true');

    // A suggestion from the 采分点 found in the answer; the candidate confirms a grade.
    await page
      .getByText(/建议得分/)
      .first()
      .waitFor();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '确认评分' }).first().click();
    await page.getByText('已自评').first().waitFor();
  });
});
